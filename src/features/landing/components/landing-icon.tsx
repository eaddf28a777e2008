import { BoxIcon, CameraIcon, LeafIcon, PaletteIcon, type LucideIcon } from 'lucide-react';

import type { LandingIconName } from '@/features/landing/model/landing-content';

const ICONS: Record<LandingIconName, LucideIcon> = {
  camera: CameraIcon,
  palette: PaletteIcon,
  leaf: LeafIcon,
  cube: BoxIcon,
};

/** A feature's icon, by its name in the landing content. Decorative: the title says it all. */
export function LandingIcon({ name, className }: { name: LandingIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
