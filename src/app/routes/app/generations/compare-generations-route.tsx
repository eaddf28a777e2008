import { useSearchParams } from 'react-router-dom';

import { COMPARE_IDS_PARAM } from '@/config/paths';
import { CompareScreen } from '@/features/history/compare/compare-screen';

/** `/app/generations/compare?ids=a,b,c`: 2 to 4 designs side by side (the compare studio). */
export function CompareGenerationsRoute() {
  const [params] = useSearchParams();
  return <CompareScreen idsParam={params.get(COMPARE_IDS_PARAM)} />;
}
