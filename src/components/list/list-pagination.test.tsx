import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ListPagination, visiblePages } from '@/components/list/list-pagination';
import { WithI18n } from '@/testing/i18n';

describe('visiblePages', () => {
  it('lists every page when there are few', () => {
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the ends and the current neighbours of many pages', () => {
    expect(visiblePages(1, 200)).toEqual([1, 2, 'gap', 200]);
    expect(visiblePages(50, 200)).toEqual([1, 'gap', 49, 50, 51, 'gap', 200]);
    expect(visiblePages(199, 200)).toEqual([1, 'gap', 198, 199, 200]);
  });
});

describe('ListPagination', () => {
  it('shows nothing when everything fits on one page', () => {
    const { container } = render(
      <ListPagination page={1} pageCount={1} from={1} to={5} total={5} onPageChange={() => {}} />,
      { wrapper: WithI18n },
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("says 'Showing X to Y of Z items'", () => {
    render(
      <ListPagination page={2} pageCount={2} from={6} to={7} total={7} onPageChange={() => {}} />,
      { wrapper: WithI18n },
    );
    expect(screen.getByText('Showing 6 to 7 of 7 items')).toBeInTheDocument();
  });
});
