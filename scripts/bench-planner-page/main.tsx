// The page `npm run bench:leave` opens in headless Chromium (packages/server/src/bench/page-paint.ts): the real
// LeavePlannerScreen, fed as the app's Planner route feeds it (loading, then the answer of
// get-leave-planner from the real server, through the preview server's /api proxy), without the
// app's sign-in, shell and navigation, so what is timed is this screen and its data. The hash names
// the token, the span and the filters: #token=…&from=2026-10-01&department=…&branch=…
import '@hr/ui/theme.css';
import { type LeavePlannerData, LeavePlannerScreen, plannerSpan } from '@hr/screens';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const params = new URLSearchParams(window.location.hash.slice(1));
const span = plannerSpan('month', params.get('from') ?? '2026-10-01');
const departmentId = params.get('department') || null;
const branchId = params.get('branch') || null;

function BenchPlanner() {
  const [planner, setPlanner] = useState<LeavePlannerData | null>(null);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    // Marks for the bench (page-paint.ts's __benchMarks): when the request left and its answer was parsed.
    const bench = window as { __benchMarks?: Record<string, number> };
    bench.__benchMarks ??= {};
    const marks = bench.__benchMarks;
    marks.requested = performance.now();
    fetch('/api/leave/get-leave-planner', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${params.get('token')}` },
      body: JSON.stringify({ from: span.from, to: span.to, departmentId, branchId }),
    })
      .then(async (response) => {
        const body = (await response.json()) as { returnObject?: LeavePlannerData; error?: string };
        if (!body.returnObject) throw new Error(body.error ?? `HTTP ${response.status}`);
        marks.answered = performance.now();
        setPlanner(body.returnObject);
      })
      .catch((reason: unknown) => setError(String(reason)));
  }, []);
  return (
    <LeavePlannerScreen
      status={error ? 'error' : planner ? 'ready' : 'loading'}
      errorMessage={error}
      span={span}
      onSpanChange={() => {}}
      planner={planner}
    />
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
createRoot(container).render(<BenchPlanner />);
