-- One intake path. Requests and sign-ups reach the database through the site's
-- functions (netlify/functions/contact.mts and newsletter.mts), which judge
-- them by the intake's rules (src/lib/contact-rules.ts: trimmed values, the
-- visitor's sentences) before storing them with the anon key, and name the
-- visitor's address in the x-visitor-address header. The database keeps what
-- only it can do: the throttles, one row per insert, the client hash, and its
-- CHECK constraints behind the rules. The function learns the row as stored
-- from submit_assessment_request, so the team is told exactly what was kept.

-- The visitor's address as the function names it; else as the proxy in front
-- of PostgREST names the caller.
create or replace function public.request_client_hash() returns text
  language plpgsql stable security definer
  set search_path = public, pg_temp
  as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  address text;
begin
  address := coalesce(
    nullif(btrim(headers ->> 'x-visitor-address'), ''),
    headers ->> 'cf-connecting-ip',
    btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)),
    headers ->> 'x-real-ip');
  if address is null or address = '' then
    return null;
  end if;
  return encode(sha256(convert_to((select salt from private.intake_secret) || ':' || address, 'UTF8')), 'hex');
end
$$;

create or replace function public.guard_contact_submission() returns trigger
  language plpgsql security definer
  set search_path = public, pg_temp
  as $$
begin
  new.client_hash := request_client_hash();
  -- Rows this statement inserted before this one count too, so a flood stops at the limit.
  if (select count(*) from contact_submissions
      where lower(email) = lower(new.email) and created_at > now() - interval '1 hour') >= 3 then
    raise exception using errcode = 'PT429',
      message = 'We already have three requests from this email address in the last hour. We will reply to those within 24 hours.';
  end if;
  if new.client_hash is not null and (select count(*) from contact_submissions
      where client_hash = new.client_hash and created_at > now() - interval '1 hour') >= 20 then
    raise exception using errcode = 'PT429',
      message = 'Too many requests have come from your network in the last hour. Please try again later.';
  end if;
  -- The row as it will be stored (defaults filled in), for submit_assessment_request to return.
  perform set_config('intake.stored_row', (to_jsonb(new) - 'client_hash')::text, true);
  return new;
end
$$;

create or replace function public.guard_newsletter_subscription() returns trigger
  language plpgsql security definer
  set search_path = public, pg_temp
  as $$
begin
  new.client_hash := request_client_hash();
  if new.client_hash is not null and (select count(*) from newsletter_subscriptions
      where client_hash = new.client_hash and created_at > now() - interval '1 hour') >= 20 then
    raise exception using errcode = 'PT429',
      message = 'Too many sign-ups have come from your network in the last hour. Please try again later.';
  end if;
  return new;
end
$$;

-- Stores one request as the caller (anon: INSERT only, under row level
-- security) and returns the row as stored, which anon could not select.
create function public.submit_assessment_request(request jsonb) returns jsonb
  language plpgsql volatile security invoker
  set search_path = public, pg_temp
  as $$
begin
  insert into contact_submissions (name, email, company, phone, industry, message, submitted_at,
    landing_page, source_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, source_tool)
  select name, email, company, phone, industry, message, submitted_at,
    landing_page, source_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, source_tool
  from jsonb_populate_record(null::contact_submissions, request);
  return current_setting('intake.stored_row')::jsonb;
end
$$;

revoke all on function public.submit_assessment_request(jsonb) from public;
grant execute on function public.submit_assessment_request(jsonb) to anon, authenticated;

comment on column public.contact_submissions.source_page is
  'Where the request began: the article holding the reader tool, or the page whose link led to /contact.';
comment on column public.contact_submissions.submitted_at is
  'When the request reached the site''s function.';
