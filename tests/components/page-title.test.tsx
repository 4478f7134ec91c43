import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from '../../src/app/page-title';

function Page({ path, heading, field }: { path: string; heading?: string; field?: boolean }) {
  return (
    <div id="root">
      {field ? <input aria-label="Search" /> : null}
      <button type="button">Profile</button>
      {heading ? <h1>{heading}</h1> : null}
      <PageTitle path={path} />
    </div>
  );
}

/** Lets the MutationObserver's callback run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The document title of a page headed `heading`: the heading between Unicode isolates, then the app's name. */
const title = (heading: string) => `\u2068${heading}\u2069 · Trend Admin`;

describe('PageTitle (WCAG 2.4.2, 2.4.3)', () => {
  it('isolates the heading, so a right-to-left override (U+202E) in a name does not turn the app name around', async () => {
    render(<Page path="/employees/9" heading={'Ana \u202eGarcia'} />);
    await settle();
    expect(document.title).toBe('\u2068Ana \u202eGarcia\u2069 · Trend Admin');
  });

  it('names the document after the page heading on the first load, without moving focus or announcing', async () => {
    render(<Page path="/employees" heading="Employees" />);
    await settle();
    expect(document.title).toBe(title('Employees'));
    expect(screen.getByRole('heading', { name: 'Employees' })).not.toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('after a navigation, follows the heading when it arrives, announces the title and focuses the heading', async () => {
    const view = render(<Page path="/employees" heading="Employees" />);
    await settle();
    view.rerender(<Page path="/employees/7" />);
    await settle();
    view.rerender(<Page path="/employees/7" heading="Ana Garcia" />);
    await settle();
    expect(document.title).toBe(title('Ana Garcia'));
    expect(screen.getByRole('status')).toHaveTextContent(title('Ana Garcia'));
    expect(screen.getByRole('heading', { name: 'Ana Garcia' })).toHaveFocus();
  });

  it('keeps the title in step when the heading text changes, and leaves focus in a field the user is typing in', async () => {
    const view = render(<Page path="/" heading="Dashboard" field />);
    await settle();
    screen.getByRole('textbox', { name: 'Search' }).focus();
    view.rerender(<Page path="/trainings" heading="Trainings" field />);
    await settle();
    expect(document.title).toBe(title('Trainings'));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    view.rerender(<Page path="/trainings" heading="Trainings (12)" field />);
    await settle();
    expect(document.title).toBe(title('Trainings (12)'));
  });

  it('leaves focus where the user moved it while the page was loading', async () => {
    const view = render(<Page path="/" heading="Dashboard" />);
    await settle();
    view.rerender(<Page path="/employees" />);
    await settle();
    screen.getByRole('button', { name: 'Profile' }).focus();
    view.rerender(<Page path="/employees" heading="Employees" />);
    await settle();
    expect(document.title).toBe(title('Employees'));
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus();
  });
});
