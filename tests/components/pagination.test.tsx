// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../src/components/ui/pagination';
import { renderWithApp } from '../render';

function setup(pageNumber: number, pageCount = 24, total = 236) {
  const onPageChange = vi.fn<(page: number) => void>();
  const onPageSizeChange = vi.fn<(size: number) => void>();
  const view = renderWithApp(
    <Pagination pageNumber={pageNumber} pageCount={pageCount} total={total} pageSize={10} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />,
  );
  return { ...view, user: userEvent.setup(), onPageChange, onPageSizeChange };
}

describe('Pagination', () => {
  it('announces the page and the rows shown', () => {
    setup(5);
    expect(screen.getByRole('status')).toHaveTextContent('Page 5 of 24');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 41–50 of 236');
  });

  it('offers the first, last and neighbouring pages and marks the current one', () => {
    setup(5);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '24']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves by keyboard: next, previous and a page number', async () => {
    const { user, onPageChange } = setup(5);
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    screen.getByRole('button', { name: 'Previous' }).focus();
    await user.keyboard(' ');
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    screen.getByRole('button', { name: 'Page 24' }).focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(24);
  });

  it('cannot go before the first or after the last page, and keeps focus on the button that reached it', async () => {
    const { user, onPageChange, rerender } = setup(2, 3, 25);
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    rerender(<Pagination pageNumber={3} pageCount={3} total={25} pageSize={10} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 21–25 of 25');
    rerender(<Pagination pageNumber={1} pageCount={3} total={25} pageSize={10} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('changes the page size', async () => {
    const { user, onPageSizeChange } = setup(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('is not there for an empty list, which says so itself', () => {
    setup(1, 1, 0);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });
});
