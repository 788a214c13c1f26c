import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../../core/site-content-defaults';
import { HeroSection } from '../features/home/HeroSection';
import { lcpImagePreload } from './page-html';

describe('the hero image preload', () => {
  const heroHtml = (heroImagePath: string) =>
    renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(HeroSection, { content: { ...defaultSiteContent, heroImagePath } }),
      ),
    );

  it('follows the hero image an admin set in the content editor', () => {
    expect(lcpImagePreload(heroHtml('/immagini/piazza.jpg'))).toBe(
      '\n    <link rel="preload" as="image" href="/immagini/piazza.jpg" fetchpriority="high" />',
    );
  });

  it('asks for the illustration the <picture> chooses when none is set', () => {
    const preload = lcpImagePreload(heroHtml(''));
    expect(preload).toContain('type="image/avif" imagesrcset="');
    expect(preload).not.toContain('piazza');
  });
});
