import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { CODE_VIEW_SELECTOR } from '#web/components/code-view.ts';
import { paths } from '#web/lib/paths.ts';
import { demo, signIn } from './auth-helpers.ts';
import { codeWords } from './staff-words.ts';

/*
 * Every staff page of the route table (web/app/routes.tsx), and everything one click opens on it (a menu, a dialog, a
 * panel; a menu's items too), read as a person reads it (innerText) for code words (tests/e2e/staff-words.ts): a
 * UUID, an ISO date, week or month, a dotted, snake_case, camelCase or SCREAMING key, a questionnaire's id. JSON views
 * (web/components/code-view.ts) and what is typed into fields are not read. A page that needs an id is opened from
 * the first link to it on the pages already read (the first row of its list). Nothing is changed: every request but
 * a read (and the session's renewal) is refused while the walk clicks, so a confirming button confirms nothing. One
 * sign-in, one tab; every finding is listed, page by page, before the test fails (decision 070).
 */

/** The staff area's routes, as the route table writes them: `/consumer-orders`, `/consumer-orders/:mrn`. */
function staffRoutes(): string[] {
  const table = readFileSync('web/app/routes.tsx', 'utf8');
  const staff = table.slice(table.indexOf('<AdminLayout />'));
  const known = paths as Record<string, string>;
  return [...staff.matchAll(/path: (?:paths\.(\w+)|`\$\{paths\.(\w+)\}([^`]*)`)/g)].map(([, plain, base, rest]) => {
    const path = known[(plain ?? base)!];
    if (!path) throw new Error(`routes.tsx names paths.${plain ?? base}, which web/lib/paths.ts does not hold`);
    return `${path}${rest ?? ''}`;
  });
}

/** A route with parameters as a pattern of the addresses it opens: `/consumer-orders/:mrn` → /consumer-orders/NX-…. */
const routePattern = (route: string) => new RegExp(`^${route.replace(/:\w+/g, '[^/?#]+')}$`);

/** A button that opens nothing to read: the pages of a list, a retry, a search, a download, a form's submit. */
const NOT_AN_OPENER = /^(Previous|Next|Go to page|Page \d|Retry|Clear|Reset|Search|Find|Download|Save)\b/i;

/** A button or menu item that ends the session: the walk reads it, never presses it. */
const SIGNS_OUT = /^(Log ?out|Sign ?out)$/i;

test.use({ actionTimeout: 5_000, reducedMotion: 'reduce' });

test('no staff page, menu or dialog shows a code word', async ({ page }) => {
  test.setTimeout(120_000);
  const findings = new Map<string, Set<string>>();
  // Each word once per page: under the page when the page shows it, else under what a click opened.
  const shown = new Set<string>();
  const note = (where: string, text: string) => {
    const path = where.split(' → ')[0]!;
    for (const word of codeWords(text)) {
      if (shown.has(`${path} ${word}`)) continue;
      shown.add(`${path} ${word}`);
      if (!findings.has(where)) findings.set(where, new Set());
      findings.get(where)!.add(word);
    }
  };

  /** The text people read in an element: its innerText without the JSON views inside it. */
  const readable = (element: Locator) =>
    element.evaluate((root, selector) => {
      let text = (root as HTMLElement).innerText;
      for (const view of root.querySelectorAll<HTMLElement>(selector)) text = text.replace(view.innerText, '');
      return text;
    }, CODE_VIEW_SELECTOR);

  const overlays = page.locator('[role="dialog"], [role="alertdialog"], [role="menu"]').filter({ visible: true });
  const dialogs = page.locator('[role="dialog"], [role="alertdialog"]').filter({ visible: true });

  /** The page has settled: its main area shown, nothing loading. */
  const settled = async () => {
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await expect(page.getByText(/Loading/).filter({ visible: true })).toHaveCount(0, { timeout: 15_000 });
  };

  /** Closes what is open (Escape; else Cancel or Close), and waits until it has gone. */
  const closeOverlays = async () => {
    for (let attempt = 0; attempt < 3 && (await overlays.count()) > 0; attempt += 1) {
      await page.keyboard.press('Escape');
      const gone = await expect(overlays).toHaveCount(0, { timeout: 1_500 }).then(() => true, () => false);
      if (gone) return;
      await overlays.last().getByRole('button', { name: /^(Cancel|Close)$/ }).first().click({ timeout: 1_000 }).catch(() => undefined);
    }
    await expect(overlays).toHaveCount(0);
  };

  /** Reads what a click opened: the dialog or menu (a menu's items each clicked in turn), else the page again. */
  const readWhatOpened = async (where: string, reopen: () => Promise<void>) => {
    const opened = await overlays.first().waitFor({ timeout: 400 }).then(() => true, () => false);
    if (!opened) {
      note(where, await readable(page.locator('body')));
      return;
    }
    const overlay = overlays.first();
    const { role, title } = await overlay.evaluate((element) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      const title = (labelledBy && document.getElementById(labelledBy)?.textContent) || element.getAttribute('aria-label') || '';
      return { role: element.getAttribute('role')!, title };
    });
    note(`${where} → ${role} ${title}`.trim(), await readable(overlay));
    if (role !== 'menu') return closeOverlays();
    const items = await overlay.getByRole('menuitem').allInnerTexts();
    await closeOverlays();
    for (const item of items.filter((i) => !SIGNS_OUT.test(i.trim()))) {
      await reopen();
      await page.getByRole('menu').filter({ visible: true }).getByRole('menuitem', { name: item.trim(), exact: true }).click();
      // What the item opens is read once its menu has closed, not the closing menu (its items' text run together);
      // a loaded machine may take a few seconds to end its animation.
      await expect(page.getByRole('menu')).toHaveCount(0, { timeout: 5_000 }).catch(() => undefined);
      // The dialog the item opened, never the menu still closing beside it.
      const dialog = await dialogs.first().waitFor({ timeout: 400 }).then(() => true, () => false);
      if (dialog) note(`${where} → menu item ${item.trim()}`, await readable(dialogs.first()));
      await closeOverlays();
    }
  };

  const seen = new Set<string>();
  const links = new Set<string>();
  const collectLinks = async () => {
    for (const href of await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) links.add(href);
  };
  /** Reads the page (and keeps its links), then clicks each kind of button once and reads what it opens. */
  const walkPage = async (path: string, buttons: Locator) => {
    await page.goto(path);
    await settled();
    note(path, await readable(page.locator('body')));
    await collectLinks();
    const names = new Map<string, string>();
    for (const button of await buttons.filter({ visible: true }).all()) {
      const name = ((await button.getAttribute('aria-label')) ?? (await button.innerText())).trim();
      if (!name || NOT_AN_OPENER.test(name) || SIGNS_OUT.test(name) || (await button.isDisabled())) continue;
      // A column's sort and a toggle (a filter's field, a preview's width) open nothing to read; the buttons of a row
      // or of a list's item are clicked once, on the first: the same place in the next row opens the same thing.
      const kind = await button.evaluate((b) => {
        if (b.closest('th, [role="columnheader"]') || b.hasAttribute('aria-pressed')) return null;
        const item = b.closest('tbody tr, [role="row"], li');
        if (!item?.parentElement) return b.getAttribute('aria-label') ?? b.textContent ?? '';
        const groups = [...document.querySelectorAll('tbody, [role="rowgroup"], ul, ol')];
        return `item ${groups.indexOf(item.parentElement)}:${[...item.querySelectorAll<Element>('button')].indexOf(b)}`;
      });
      if (kind === null) continue;
      if (!names.has(kind)) names.set(kind, name);
    }
    const here = () => new URL(page.url()).pathname + new URL(page.url()).search;
    /** The button, on the page as it was loaded when a click before changed it (a row in edit, another address). */
    const button = async (name: string) => {
      const found = page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();
      if (here() !== path || (await overlays.count()) > 0 || !(await found.isVisible())) {
        await page.goto(path);
        await settled();
      }
      return found;
    };
    for (const name of names.values()) {
      const opener = await button(name);
      if (!(await opener.isVisible())) continue;
      await opener.click();
      await readWhatOpened(`${path} → ${name}`, async () => (await button(name)).click());
    }
  };

  // The demo data has orders in every state, shipped and flagged ones, bulk orders and customers; an application to
  // review is added.
  const stamp = Date.now();
  const applied = await page.request.post('/api/user/register', {
    data: {
      legalBusinessName: `Words Outreach ${stamp}`, name: 'Words Outreach', street: '1 Words Way', city: 'Denver', state: 'CO', zip: '80202',
      attention: 'Purchasing', county: 'Denver', phone: '303-555-0199', contactName: 'Wren Words', contactPhone: '303-555-0198',
      contactEmail: `words.${stamp}@example.org`, sendOrderConfirmationEmails: true, sendShipmentNotificationEmails: false,
      partOfPurchasingGroup: false, facilityType: 'Community Based Organization', otherGpoAffiliation: 'no',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await signIn(page, demo.superAdmin.email, demo.superAdmin.password);
  await expect(page).toHaveURL(/\/progress$/);

  // Nothing the walk clicks changes anything: every request but a read, and the session's renewal, is refused.
  await page.route('**/api/**', (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    const reads = request.method() === 'GET' || pathname === '/api/user/refresh'
      // The tracking file's preview changes nothing (apply: false).
      || (pathname === '/api/shipments/import' && (request.postDataJSON() as { apply?: boolean }).apply === false);
    return reads ? route.fallback() : route.abort();
  });

  const routes = staffRoutes();
  expect(routes.length, 'the staff routes of web/app/routes.tsx').toBeGreaterThan(10);
  const visit = async (route: string, address: string, withShell: boolean) => {
    const main = page.getByRole('main').getByRole('button');
    await walkPage(address, withShell ? page.getByRole('banner').getByRole('button').or(main) : main);
    seen.add(route);
  };

  // The pages without an id first (the admin shell's buttons on the first), then each page with one, opened from the
  // first link to it on a page read before, until no more can be opened.
  let first = true;
  for (const route of routes.filter((r) => !r.includes(':'))) {
    await visit(route, route, first);
    first = false;
  }
  for (let progress = true; progress;) {
    progress = false;
    for (const route of routes.filter((r) => !seen.has(r))) {
      // The route a link opens is the first of the table it fits (a literal segment before a parameter).
      const address = [...links].find((href) => routes.find((r) => routePattern(r).test(href.split(/[?#]/)[0]!)) === route);
      if (!address) continue;
      await visit(route, address, false);
      progress = true;
    }
  }
  // What the lists' first rows may not show: a flagged order, and a tracking file's preview (one row that can ship,
  // one of an order that is not there, one with a date that is not one).
  const orders = async (query: string) => ((await (await page.request.get(`/api/consumer-orders?${query}&limit=1`)).json()) as { items: { mrn: string }[] }).items;
  const [flagged] = await orders('flagged=true');
  expect(flagged, 'a flagged order in the demo data').toBeDefined();
  await walkPage(`/consumer-orders/${flagged!.mrn}`, page.getByRole('main').getByRole('button'));
  const [approved] = await orders('status=approved');
  expect(approved, 'an approved order in the demo data').toBeDefined();
  await page.goto(paths.shipments);
  await settled();
  const today = new Date();
  const day = `${today.getMonth() + 1}/${today.getDate()}/${today.getFullYear()}`;
  await page.locator('input[type="file"]').setInputFiles({
    name: 'tracking.csv', mimeType: 'text/csv',
    buffer: Buffer.from(`Order ID,Carrier,Tracking Number,Ship Date\n${approved!.mrn},USPS,9400111899223344556677,${day}\nNX-NOTHERE,UPS,1Z999AA10123456784,${day}\n${approved!.mrn},FedEx,123456789012,soon\n`),
  });
  await expect(page.getByRole('status').filter({ hasText: /^Preview:/ })).toBeVisible();
  note(`${paths.shipments} → a tracking file's preview`, await readable(page.getByRole('main')));

  const unreached = routes.filter((r) => !seen.has(r));
  expect(unreached, 'staff pages no link on another staff page opens').toEqual([]);

  const report = [...findings].map(([where, words]) => `${where}:\n  ${[...words].join('\n  ')}`);
  expect(report, `code words on staff pages:\n${report.join('\n')}`).toEqual([]);
});
