// The page `npm run bench:org-chart` opens in headless Chromium (packages/server/src/bench/page-paint.ts):
// the real OrgChartScreen, fed as the app's route feeds it (loading, then the answer of get-org-chart
// from the real server, through the preview server's /api proxy), without the app's sign-in, shell and
// navigation, so what is timed is this screen and its data. It marks, for the bench, when the chart
// was committed to the DOM (chartInDom) and the next frame after it (done). The hash names the token.
import '@hr/ui/theme.css';
import { type OrgChartPerson, OrgChartScreen } from '@hr/screens';
import { useEffect, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const params = new URLSearchParams(window.location.hash.slice(1));
const bench = window as unknown as { __benchMarks?: Record<string, number> };
bench.__benchMarks ??= {};
const marks = bench.__benchMarks;

function BenchOrgChart() {
  const [chart, setChart] = useState<{ date: string; people: OrgChartPerson[] } | null>(null);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    fetch('/api/placements/get-org-chart', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${params.get('token')}` },
      body: '{}',
    })
      .then(async (response) => {
        const body = (await response.json()) as {
          returnObject?: { date: string; people: OrgChartPerson[] };
          error?: string;
        };
        if (!body.returnObject) throw new Error(body.error ?? `HTTP ${response.status}`);
        setChart(body.returnObject);
      })
      .catch((reason: unknown) => setError(String(reason)));
  }, []);
  useLayoutEffect(() => {
    if (!chart && !error) return;
    marks.chartInDom = performance.now();
    requestAnimationFrame(() => {
      setTimeout(() => {
        marks.done = performance.now();
      }, 0);
    });
  }, [chart, error]);
  return (
    <OrgChartScreen
      status={error ? 'error' : chart ? 'ready' : 'loading'}
      errorMessage={error}
      date={chart?.date ?? '2026-12-01'}
      onDateChange={() => {}}
      people={chart?.people ?? []}
    />
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
createRoot(container).render(<BenchOrgChart />);
