import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverRenderer } from '#server/plugins/server-render.ts';
import type { PortalPageData } from '#schemas/generated/programme-settings.ts';
import { projectRoot } from '../../scripts/build/build-stamp.mjs';
import { ensureBuilt } from './production-process.ts';

/*
 * The built render module (dist/ssr, decision 082) as the server loads it: the page data the server hands over is the
 * one its pages read, so a live questionnaire's address is never taken for an address with nothing at it.
 */

const data = (questionnaires: PortalPageData['questionnaires']) =>
  ({ programme: { programmeName: 'Colorado Naloxone Project' }, retention: { consumerMonths: 24, mailDays: 30, unfinishedRunDays: 30 }, questionnaires }) as unknown as PortalPageData;

describe('the built server render', () => {
  const renderer = serverRenderer(join(projectRoot, 'dist', 'ssr'));
  beforeAll(() => ensureBuilt(), 240_000);

  it('leaves a live questionnaire’s address to the app, and renders the not-found page where nothing answers', async () => {
    const live = data({ report: { flowId: 'report', title: { en: 'Report an overdose' } } });
    expect(await renderer.render('/report', 'en', live)).toBeNull();
    expect(await renderer.render('/nothing-here', 'en', live)).toContain('Page not found');
    // The same address once no questionnaire lives there: nothing answers it.
    expect(await renderer.render('/report', 'en', data({}))).toContain('Page not found');
  });

  it('renders with the programme’s settings it was given', async () => {
    const html = await renderer.render('/welcome', 'es', data({}));
    expect(html).toContain('Bienvenido');
    expect(html).toContain('Colorado Naloxone Project');
  });
});
