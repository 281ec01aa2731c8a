-- Issue 33 item 4: payslip lines stored lean. payslips.lines was a jsonb array of objects
-- {"kind", "code", "label", "amount", "explanation"[, "arrearsFor"]}; it becomes a json array of arrays
-- [kind, code, label, amount, explanation[, arrearsFor]] (packages/server/src/db/payslip-lines.ts).
-- Building jsonb was most of the time a pay run spent inserting its payslips (json is kept as the text
-- it is sent, checked once), and the keys were a fifth of the bytes. Every payslip keeps its lines,
-- in order, as they were computed.
alter table payslips add column compact_lines json;

update payslips p set compact_lines = coalesce((
  select json_agg(
      case when e ? 'arrearsFor'
        then json_build_array(e->>'kind', e->>'code', e->>'label', e->>'amount', e->>'explanation', e->>'arrearsFor')
        else json_build_array(e->>'kind', e->>'code', e->>'label', e->>'amount', e->>'explanation')
      end order by n)
  from jsonb_array_elements(p.lines) with ordinality as x(e, n)), '[]'::json);

alter table payslips drop column lines;
alter table payslips rename column compact_lines to lines;
alter table payslips alter column lines set not null;

-- Where a pay run on PGlite puts each chunk of payslips as it is computed (its one connection can't be
-- held by a transaction for the whole run): one short transaction per chunk here, then one that
-- replaces the run's payslips with these, so the server holds one chunk at a time. Rows of another
-- generation (a run re-run meanwhile) are never moved; a run's rows go when it is written or deleted.
-- PostgreSQL writes its chunks straight into payslips inside one open transaction instead.
create table staged_payslips (like payslips including defaults);
alter table staged_payslips add column generation integer not null;
alter table staged_payslips add constraint staged_payslips_run_fkey foreign key (pay_run_id, employer_id)
  references pay_runs (id, employer_id) on delete cascade;
create index staged_payslips_run_idx on staged_payslips (pay_run_id, generation);
