-- Which reader tool led to a request: a visitor who takes the ROI
-- calculator's or the AI-readiness self-check's result to the contact form
-- sends the tool's id with the request. Optional, like the attribution beside
-- it; only the tools' ids (src/lib/tool-request.ts TOOL_NAMES), so a hostile
-- client cannot store free text here. The guards of
-- 20261123090000_intake_guards.sql (one row per insert, throttles, trimmed and
-- refused values) apply to these rows unchanged.
alter table public.contact_submissions
  add column source_tool text
    constraint contact_submissions_source_tool_known check (source_tool in ('roi-calculator', 'readiness-check'));

comment on column public.contact_submissions.source_tool is 'The reader tool whose result opened the form (roi-calculator, readiness-check), or NULL.';

grant insert (source_tool) on table public.contact_submissions to anon, authenticated;
