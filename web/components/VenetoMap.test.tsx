import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './pin-tooltip';
import { pointToPercent, VenetoMap, type MapPin } from './VenetoMap';

const rect = { left: 100, top: 50, width: 400, height: 200 };

describe('pointToPercent', () => {
  it('turns a point inside the map into percentages of its box', () => {
    expect(pointToPercent(300, 150, rect)).toEqual({ pinX: 50, pinY: 50 });
    expect(pointToPercent(100, 50, rect)).toEqual({ pinX: 0, pinY: 0 });
    expect(pointToPercent(500, 250, rect)).toEqual({ pinX: 100, pinY: 100 });
  });

  it('rounds to two decimals', () => {
    expect(pointToPercent(101, 51, { left: 0, top: 0, width: 300, height: 700 })).toEqual({ pinX: 33.67, pinY: 7.29 });
  });

  it('clamps points outside the box to 0 and 100', () => {
    expect(pointToPercent(20, 10, rect)).toEqual({ pinX: 0, pinY: 0 });
    expect(pointToPercent(900, 900, rect)).toEqual({ pinX: 100, pinY: 100 });
    expect(pointToPercent(-5, 400, rect)).toEqual({ pinX: 0, pinY: 100 });
  });

  it('answers the middle for a box with no size instead of NaN', () => {
    expect(pointToPercent(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ pinX: 50, pinY: 50 });
  });
});

const PINS: MapPin[] = [
  { id: 1, pinX: 40, pinY: 60, label: 'Padova', detail: 'sabato 15 novembre 2025' },
  { id: 2, pinX: 20, pinY: 30, label: 'Belluno' },
  { id: 3, pinX: 70, pinY: 50, label: 'Treviso' },
];

describe('VenetoMap', () => {
  afterEach(() => vi.useRealTimers());

  it('draws the outline of Veneto with its attribution and one labelled button per pin', () => {
    render(<VenetoMap pins={PINS} />);
    expect(screen.getByRole('img', { name: 'Mappa del Veneto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /svg-maps\/italy/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      expect.stringContaining('creativecommons.org/licenses/by/4.0'),
    );
    expect(screen.getByRole('button', { name: 'Padova, sabato 15 novembre 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Belluno' })).toBeInTheDocument();
  });

  it('marks the seven provincial capitals for orientation', () => {
    render(<VenetoMap pins={[]} />);
    const map = screen.getByRole('img', { name: 'Mappa del Veneto' });
    expect([...map.querySelectorAll('text')].map((label) => label.textContent)).toEqual([
      'Belluno',
      'Treviso',
      'Venezia',
      'Padova',
      'Vicenza',
      'Verona',
      'Rovigo',
    ]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('places each pin by its percentages and staggers their entrance by 0.1 s', () => {
    render(<VenetoMap pins={PINS} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => [item.style.left, item.style.top, item.style.animationDelay])).toEqual([
      ['40%', '60%', '0s'],
      ['20%', '30%', '0.1s'],
      ['70%', '50%', '0.2s'],
    ]);
  });

  it('shows the city and date in a tooltip when a pin gets keyboard focus, and hides it on Escape', async () => {
    const user = userEvent.setup();
    render(<VenetoMap pins={PINS} />);
    await user.tab();
    const padova = screen.getByRole('button', { name: /Padova/ });
    expect(padova).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Padova');
    expect(tooltip).toHaveTextContent('sabato 15 novembre 2025');
    expect(padova).toHaveAttribute('aria-describedby', tooltip.id);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Belluno' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Belluno');
  });

  it('toggles the tooltip on a tap and closes it on a tap elsewhere', () => {
    render(<VenetoMap pins={PINS} />);
    const treviso = screen.getByRole('button', { name: 'Treviso' });
    fireEvent.click(treviso);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Treviso');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.click(treviso);
    fireEvent.click(treviso);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on hover after 700 ms, and the next pin at once within the 300 ms skip delay', () => {
    vi.useFakeTimers();
    render(<VenetoMap pins={PINS} />);
    const padova = screen.getByRole('button', { name: /Padova/ });
    const belluno = screen.getByRole('button', { name: 'Belluno' });
    fireEvent.mouseEnter(padova);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Padova');

    fireEvent.mouseLeave(padova);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.mouseEnter(belluno);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Belluno');

    fireEvent.mouseLeave(belluno);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1));
    fireEvent.mouseEnter(padova);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  describe('a pin with actions', () => {
    const withActions: MapPin[] = [
      { ...PINS[0], actions: <button type="button">Azione</button>, actionsSummary: '1 tappa in programma' },
      PINS[1],
    ];

    it('is a disclosure button whose popover holds the actions instead of a tooltip', () => {
      render(<VenetoMap pins={withActions} />);
      const padova = screen.getByRole('button', { name: 'Padova, sabato 15 novembre 2025, 1 tappa in programma' });
      expect(padova).toHaveAttribute('aria-expanded', 'false');
      expect(padova).not.toHaveAttribute('aria-controls');
      fireEvent.click(padova);
      const popover = screen.getByRole('group', { name: 'Padova' });
      expect(padova).toHaveAttribute('aria-expanded', 'true');
      expect(padova).toHaveAttribute('aria-controls', popover.id);
      expect(padova).not.toHaveAttribute('aria-describedby');
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      // A tap inside the popover is not a tap elsewhere.
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Azione' }));
      expect(screen.getByRole('group', { name: 'Padova' })).toBeInTheDocument();
      fireEvent.pointerDown(document.body);
      expect(screen.queryByRole('group', { name: 'Padova' })).not.toBeInTheDocument();
    });

    it('stays open while the pointer moves from the pin into the popover, and closes when it leaves both', () => {
      vi.useFakeTimers();
      render(<VenetoMap pins={withActions} />);
      const padova = screen.getByRole('button', { name: /Padova/ });
      fireEvent.mouseEnter(padova);
      act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
      const action = screen.getByRole('button', { name: 'Azione' });
      fireEvent.mouseOut(padova, { relatedTarget: action });
      fireEvent.mouseOver(action, { relatedTarget: padova });
      expect(screen.getByRole('group', { name: 'Padova' })).toBeInTheDocument();
      fireEvent.mouseLeave(action);
      expect(screen.queryByRole('group', { name: 'Padova' })).not.toBeInTheDocument();
    });

    it('gives focus back to the pin when Escape is pressed inside the popover', async () => {
      const user = userEvent.setup();
      render(<VenetoMap pins={withActions} />);
      await user.tab();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Azione' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('group', { name: 'Padova' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Padova/ })).toHaveFocus();
    });

    it('shows no actions in placement mode (the admin map)', () => {
      render(<VenetoMap pins={withActions} placing onPlace={vi.fn()} />);
      const padova = screen.getByRole('button', { name: 'Padova, sabato 15 novembre 2025', hidden: true });
      expect(padova).not.toHaveAttribute('aria-expanded');
      fireEvent.click(padova);
      expect(screen.getByRole('tooltip')).toHaveTextContent('Padova');
      expect(screen.queryByRole('button', { name: 'Azione' })).not.toBeInTheDocument();
    });
  });

  it('in placement mode reports the clicked point as clamped percentages', () => {
    const onPlace = vi.fn();
    render(<VenetoMap pins={PINS} placing onPlace={onPlace} />);
    const surface = screen.getByRole('button', { name: /posizionare il pin/ });
    surface.getBoundingClientRect = () => ({ ...rect, right: 500, bottom: 250, x: 100, y: 50, toJSON: () => rect });
    fireEvent.click(surface, { clientX: 200, clientY: 100, detail: 1 });
    fireEvent.click(surface, { clientX: 9999, clientY: -10, detail: 1 });
    expect(onPlace.mock.calls).toEqual([[{ pinX: 25, pinY: 25 }], [{ pinX: 100, pinY: 0 }]]);
  });

  it('in placement mode a keyboard press places the pin in the middle and the existing pins leave the tab order', async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn();
    render(<VenetoMap pins={PINS} placing onPlace={onPlace} pendingPin={{ pinX: 12.5, pinY: 80 }} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /posizionare il pin/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPlace).toHaveBeenCalledWith({ pinX: 50, pinY: 50 });
    expect(screen.getByRole('img', { name: /Nuovo pin/ })).toHaveStyle({ left: '12.5%', top: '80%' });
  });
});
