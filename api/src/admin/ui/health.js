// The admin view's "Release health" page: the numbers of GET /admin/vitals as a table, each metric
// over the last 14 days as a chart (uPlot) with the release history's markers, and each running
// canary beside its stable build. Like the main admin page, the token lives in this module's
// memory only, and every value is put into the page with textContent.

let token = null;
const byId = (id) => document.getElementById(id);
const say = (text) => (byId('status').textContent = text);

const request = (path) => fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });

const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);
const score = (value) => (value === null ? '–' : value.toFixed(3));
const rate = (value) => value.toFixed(1);
const percent = (value) => `${(value * 100).toFixed(1)} %`;

const COLUMNS = [
  ['Section', (row) => row.section],
  ['Build', (row) => row.build],
  ['Page views', (row) => String(row.views)],
  ['Share of traffic', (row) => percent(row.share)],
  ['LCP', (row) => ms(row.lcpP75)],
  ['INP', (row) => ms(row.inpP75)],
  ['CLS', (row) => score(row.clsP75)],
  ['Early-input window', (row) => ms(row.earlyP75)],
  ['Errors', (row) => rate(row.errorsPer1000)],
  ['Chunk failures', (row) => rate(row.chunkFailuresPer1000)],
  ['Hydration mismatches', (row) => rate(row.hydrationMismatchesPer1000)],
  ['Server fallbacks', (row) => String(row.serverFallbacks)],
  // The build's server code, as composition servers report it: crashes and missed deadlines of its runtime.
  ['Server crashes', (row) => String(row.server.crashes)],
  ['Server timeouts', (row) => String(row.server.timeouts)],
];

function table(tableElement, rows) {
  const head = document.createElement('tr');
  for (const [label] of COLUMNS) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = label;
    head.append(th);
  }
  tableElement.tHead.replaceChildren(head);
  tableElement.tBodies[0].replaceChildren(
    ...rows.map((row) => {
      const tr = document.createElement('tr');
      for (const [, value] of COLUMNS) {
        const td = document.createElement('td');
        td.textContent = value(row);
        tr.append(td);
      }
      return tr;
    }),
  );
}

function newTable(caption) {
  const element = document.createElement('table');
  element.createCaption().textContent = caption;
  element.createTHead();
  element.createTBody();
  return element;
}

function showCanaries(canaries, rows) {
  const box = byId('canaries');
  if (canaries.length === 0) {
    const p = document.createElement('p');
    p.textContent = 'No canary is running.';
    box.replaceChildren(p);
    return;
  }
  box.replaceChildren(
    ...canaries.map((canary) => {
      const wrap = document.createElement('div');
      wrap.className = 'table-wrap';
      const verdict = document.createElement('p');
      const words = {
        ok: 'no worse than stable',
        worse: 'clearly worse than stable',
        insufficient: 'not enough page views yet',
      };
      verdict.className = `verdict-${canary.health.verdict}`;
      verdict.textContent = `${canary.section}: canary ${canary.canary} (${canary.percent} % of traffic) is ${words[canary.health.verdict]}.`;
      const reasons = document.createElement('ul');
      for (const reason of canary.health.reasons) {
        const li = document.createElement('li');
        li.textContent = reason;
        reasons.append(li);
      }
      const pair = rows.filter(
        (row) => row.section === canary.section && (row.build === canary.canary || row.build === canary.stable),
      );
      const side = newTable(
        `${canary.section}: the canary beside the stable build ${canary.stable ?? '(none recorded)'}`,
      );
      table(side, pair);
      wrap.append(verdict, reasons, side);
      return wrap;
    }),
  );
}

const METRICS = [
  ['LCP', 'Largest contentful paint, p75 (ms)'],
  ['INP', 'Interaction to next paint, p75 (ms)'],
  ['CLS', 'Cumulative layout shift, p75'],
  ['EARLY', 'Early-input window (first paint to working page), p75 (ms)'],
];
const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#9d174d', '#6d28d9', '#0f766e', '#b91c1c', '#4d7c0f'];

/** A uPlot plugin that draws a vertical line and label at each release of the history. */
function releaseMarkers(releases) {
  return {
    hooks: {
      draw: [
        (u) => {
          const { ctx } = u;
          ctx.save();
          ctx.font = '11px system-ui, sans-serif';
          for (const release of releases) {
            const x = u.valToPos(Date.parse(release.at) / 1000, 'x', true);
            if (x < u.bbox.left || x > u.bbox.left + u.bbox.width) continue;
            ctx.strokeStyle = release.kind === 'rollback' || release.kind === 'abort' ? '#a4161a' : '#4b5563';
            ctx.setLineDash([4, 4]);
            ctx.beginPath();
            ctx.moveTo(x, u.bbox.top);
            ctx.lineTo(x, u.bbox.top + u.bbox.height);
            ctx.stroke();
            ctx.fillStyle = '#1b1f24';
            ctx.fillText(`${release.kind} ${release.section} ${release.build}`, x + 3, u.bbox.top + 12);
          }
          ctx.restore();
        },
      ],
    },
  };
}

function showCharts(points, releases) {
  const charts = byId('charts');
  charts.replaceChildren();
  const days = [...new Set(points.map((point) => point.day))].sort();
  const xs = days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000);
  for (const [metric, title] of METRICS) {
    const own = points.filter((point) => point.metric === metric && point.route === null);
    const figure = document.createElement('figure');
    figure.className = 'chart';
    const heading = document.createElement('h3');
    heading.textContent = title;
    figure.append(heading);
    charts.append(figure);
    if (own.length === 0) {
      const p = document.createElement('p');
      p.textContent = 'No samples in this period.';
      figure.append(p);
      continue;
    }
    const builds = [...new Set(own.map((point) => `${point.section} ${point.build}`))].sort();
    const series = builds.map((key) =>
      days.map(
        (day) => own.find((point) => point.day === day && `${point.section} ${point.build}` === key)?.p75 ?? null,
      ),
    );
    // The numbers behind the chart, for screen readers: the table above holds them per build.
    figure.setAttribute('aria-label', `${title}, per section and build, by day`);
    if (!window.uPlot) continue;
    const target = document.createElement('div');
    target.setAttribute('aria-hidden', 'true');
    figure.append(target);
    new window.uPlot(
      {
        width: Math.min(900, charts.clientWidth - 30),
        height: 240,
        plugins: [releaseMarkers(releases)],
        scales: { x: { time: true } },
        series: [
          {},
          ...builds.map((key, index) => ({
            label: key,
            stroke: COLOURS[index % COLOURS.length],
            width: 2,
            spanGaps: true,
          })),
        ],
      },
      [xs, ...series],
      target,
    );
  }
}

async function load() {
  say('Loading…');
  const days = byId('days').value;
  const [summary, daily] = await Promise.all([
    request(`/admin/vitals?days=${days}`),
    request('/admin/vitals/daily?days=14'),
  ]);
  if (summary.status === 401 || daily.status === 401) return signOut('Your session ended: sign in again.');
  if (!summary.ok || !daily.ok) return say('The numbers could not be loaded. Try Refresh.');
  const { rows, totalViews, canaries, releases, releaseHistoryProblem } = await summary.json();
  const { points } = await daily.json();
  table(byId('builds'), rows);
  showCanaries(canaries, rows);
  byId('releases-note').textContent =
    releaseHistoryProblem ??
    (releases.length
      ? `${releases.length} releases in the history; dashed lines mark them.`
      : 'No releases recorded yet.');
  showCharts(points, releases);
  say(`${totalViews} page views measured in the period.`);
}

function signOut(message = '') {
  token = null;
  byId('view').hidden = true;
  byId('sign-in').hidden = false;
  byId('sign-in-error').textContent = message;
  byId('token').focus();
}

byId('sign-in').addEventListener('submit', async (event) => {
  event.preventDefault();
  const given = byId('token').value.trim();
  if (!given) return (byId('sign-in-error').textContent = 'Enter the admin token.');
  token = given;
  const check = await request('/admin/vitals?days=1');
  if (!check.ok) return signOut('That token was not accepted.');
  byId('token').value = '';
  byId('sign-in').hidden = true;
  byId('view').hidden = false;
  byId('builds-heading').focus();
  await load();
});
byId('refresh').addEventListener('click', () => void load());
byId('days').addEventListener('change', () => void load());
byId('sign-out').addEventListener('click', () => signOut());
