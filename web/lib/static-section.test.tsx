import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { prerenderThenHydrate } from '../../test/web/prerender-then-hydrate';
import { StaticSection } from './static-section';

const rendered = vi.fn();

function Text({ words }: { words: string }) {
  rendered(words);
  return <p>{words}</p>;
}

/** A page with a static part between two live ones: a counter above, the same counter's value below. */
function Page({ words }: { words: string }) {
  const [count, setCount] = useState(0);
  return (
    <article>
      <button type="button" onClick={() => setCount(count + 1)}>
        Premuto {count}
      </button>
      <StaticSection aria-labelledby="testo" className="text">
        <h2 id="testo">Testo</h2>
        <Text words={words} />
        <a href="/privacy">Privacy</a>
      </StaticSection>
      <p>Contate {count}</p>
    </article>
  );
}

afterEach(() => {
  vi.useRealTimers();
  rendered.mockClear();
  document.body.innerHTML = '';
});

it('keeps the HTML the build wrote, renders nothing inside while hydrating or after, and says nothing', async () => {
  // The browser's text differs from the build's: were the part hydrated, React would report it and replace it.
  let words = 'Scritto dalla build';
  const { container, errors } = await prerenderThenHydrate(() => <Page words={words} />, {
    builtAt: '2025-11-01T10:00:00Z',
    openedAt: '2025-11-02T10:00:00Z',
    serverLacks: 'document',
  });
  words = 'Scritto nel browser';
  const built = container.querySelector('section')!.outerHTML;
  expect(rendered).toHaveBeenCalledTimes(1);
  expect(rendered).toHaveBeenCalledWith('Scritto dalla build');
  expect(built).toContain('Scritto dalla build');

  // The live parts around it answer, and their updates leave it as it was.
  await act(async () => screen.getByRole('button').click());
  expect(screen.getByRole('button').textContent).toBe('Premuto 1');
  expect(screen.getByText('Contate 1')).toBeTruthy();
  expect(container.querySelector('section')!.outerHTML).toBe(built);
  expect(screen.getByRole('region', { name: 'Testo' })).toBeTruthy();
  expect(rendered).toHaveBeenCalledTimes(1);
  expect(errors).not.toHaveBeenCalled();
});

it('renders its children in a page with no such HTML (a navigation in the browser)', () => {
  render(<Page words="Nel browser" />);
  expect(screen.getByRole('region', { name: 'Testo' }).textContent).toContain('Nel browser');
  expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
  expect(rendered).toHaveBeenCalledWith('Nel browser');
});
