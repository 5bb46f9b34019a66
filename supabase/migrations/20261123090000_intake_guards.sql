-- Lead intake that holds against hostile clients. Every visitor's browser holds
-- the anon key, so the database itself must refuse what the form would never
-- send: many rows in one request, floods from one address or one email, values
-- that only look valid. Its messages are sentences a visitor can read, because
-- the form shows them as 'Database error: {message}'.
--
-- Limits (README, "Lead intake"): 3 assessment requests per email address and
-- 20 per client address per hour; 20 newsletter sign-ups per client address
-- per hour. An office behind one NAT address sends far fewer; a script hits
-- them at once. A throttled insert answers HTTP 429 (PostgREST maps SQLSTATE
-- PT429 to that status).

-- Where a lead came from: first touch of the visit, kept by the browser in
-- sessionStorage. Optional and bounded; never a reason to refuse a lead.
alter table public.contact_submissions
  add column landing_page text
    constraint contact_submissions_landing_page_length check (char_length(landing_page) <= 300),
  add column source_page text
    constraint contact_submissions_source_page_length check (char_length(source_page) <= 300),
  add column referrer_host text
    constraint contact_submissions_referrer_host_length check (char_length(referrer_host) <= 255),
  add column utm_source text
    constraint contact_submissions_utm_source_length check (char_length(utm_source) <= 150),
  add column utm_medium text
    constraint contact_submissions_utm_medium_length check (char_length(utm_medium) <= 150),
  add column utm_campaign text
    constraint contact_submissions_utm_campaign_length check (char_length(utm_campaign) <= 150),
  add column utm_term text
    constraint contact_submissions_utm_term_length check (char_length(utm_term) <= 150),
  add column utm_content text
    constraint contact_submissions_utm_content_length check (char_length(utm_content) <= 150),
  -- A salted SHA-256 of the client's address, for the throttle only. Never the address itself.
  add column client_hash text;

alter table public.newsletter_subscriptions
  add column client_hash text;

comment on column public.contact_submissions.landing_page is 'First page of the visit that sent this request (path and query).';
comment on column public.contact_submissions.source_page is 'The page the form was sent from.';
comment on column public.contact_submissions.referrer_host is 'Host of the site that referred the visit, if another site did.';
comment on column public.contact_submissions.client_hash is 'Salted SHA-256 of the client address, used only to throttle floods.';

grant insert (landing_page, source_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
  on table public.contact_submissions to anon, authenticated;

create index contact_submissions_email_recent on public.contact_submissions (lower(email), created_at);
create index contact_submissions_client_recent on public.contact_submissions (client_hash, created_at);
create index newsletter_subscriptions_client_recent on public.newsletter_subscriptions (client_hash, created_at);

-- Nothing the API roles can reach: the salt of the client hash.
create schema if not exists private;
revoke all on schema private from public;
create table private.intake_secret (
  only_row boolean primary key default true check (only_row),
  salt text not null default (gen_random_uuid()::text || gen_random_uuid()::text)
);
insert into private.intake_secret default values;

-- True when the text has something a person can see: not only spaces,
-- non-breaking or zero-width spaces, tabs, line breaks or other controls.
create function public.has_visible_text(value text) returns boolean
  language sql immutable
  as $$ select value ~ '[^[:space:][:cntrl:]\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]' $$;

-- An address people actually receive mail at: a local part of the usual
-- characters, a domain of letters, digits and inner hyphens, a letter TLD.
create function public.is_email_shaped(value text) returns boolean
  language sql immutable
  as $$ select value ~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$' $$;

-- Spaces of every kind trimmed from both ends; NULL when nothing is left.
create function public.trimmed_or_null(value text) returns text
  language sql immutable
  as $$ select nullif(regexp_replace(value, '^[[:space:]\u00a0\u200b\ufeff]+|[[:space:]\u00a0\u200b\ufeff]+$', '', 'g'), '') $$;

-- The client address as PostgREST passes it (request.headers), salted and
-- hashed; NULL when the statement did not come through the API.
create function public.request_client_hash() returns text
  language plpgsql stable security definer
  set search_path = public, pg_temp
  as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  address text;
begin
  address := coalesce(headers ->> 'cf-connecting-ip', btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), headers ->> 'x-real-ip');
  if address is null or address = '' then
    return null;
  end if;
  return encode(sha256(convert_to((select salt from private.intake_secret) || ':' || address, 'UTF8')), 'hex');
end
$$;

-- Refuses with a sentence a visitor can read (SQLSTATE 23514, check_violation: HTTP 400).
create function public.refuse(message text) returns void
  language plpgsql volatile
  as $$ begin raise exception using errcode = '23514', message = message; end $$;

create function public.guard_contact_submission() returns trigger
  language plpgsql security definer
  set search_path = public, pg_temp
  as $$
begin
  new.name := trimmed_or_null(new.name);
  new.company := trimmed_or_null(new.company);
  new.email := trimmed_or_null(new.email);
  new.phone := trimmed_or_null(new.phone);
  new.industry := trimmed_or_null(new.industry);
  new.message := trimmed_or_null(new.message);

  if new.name is null or not has_visible_text(new.name) then perform refuse('Please enter your full name.'); end if;
  if char_length(new.name) > 200 then perform refuse('Full name must be at most 200 characters.'); end if;
  if new.email is null then perform refuse('Please enter your business email address.'); end if;
  if char_length(new.email) > 254 then perform refuse('Business email must be at most 254 characters.'); end if;
  if not is_email_shaped(new.email) then perform refuse('Please enter a business email address such as name@company.com.'); end if;
  if new.company is null or not has_visible_text(new.company) then perform refuse('Please enter your company name.'); end if;
  if char_length(new.company) > 200 then perform refuse('Company name must be at most 200 characters.'); end if;
  if char_length(new.phone) > 50 then perform refuse('Phone number must be at most 50 characters.'); end if;
  if new.phone is not null and not has_visible_text(new.phone) then new.phone := null; end if;
  if new.industry is not null and new.industry not in (
    'healthcare', 'manufacturing', 'financial-services', 'professional-services', 'education',
    'retail-ecommerce', 'transportation-logistics', 'real-estate', 'private-equity', 'other'
  ) then perform refuse('Please choose your industry from the list.'); end if;
  if char_length(new.message) > 5000 then perform refuse('Please keep the description of your challenges to 5,000 characters.'); end if;
  if new.message is not null and not has_visible_text(new.message) then new.message := null; end if;
  if new.submitted_at is null or not isfinite(new.submitted_at)
     or new.submitted_at not between now() - interval '15 minutes' and now() + interval '15 minutes' then
    perform refuse('The date and time on your device are more than 15 minutes off. Please correct them and send the form again.');
  end if;

  -- Attribution is collected by the browser, not typed: cut to size rather than refuse a lead.
  new.landing_page := left(trimmed_or_null(new.landing_page), 300);
  new.source_page := left(trimmed_or_null(new.source_page), 300);
  new.referrer_host := left(trimmed_or_null(new.referrer_host), 255);
  new.utm_source := left(trimmed_or_null(new.utm_source), 150);
  new.utm_medium := left(trimmed_or_null(new.utm_medium), 150);
  new.utm_campaign := left(trimmed_or_null(new.utm_campaign), 150);
  new.utm_term := left(trimmed_or_null(new.utm_term), 150);
  new.utm_content := left(trimmed_or_null(new.utm_content), 150);

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
  return new;
end
$$;

create function public.guard_newsletter_subscription() returns trigger
  language plpgsql security definer
  set search_path = public, pg_temp
  as $$
begin
  new.email := trimmed_or_null(new.email);
  if new.email is null then perform refuse('Please enter your email address.'); end if;
  if char_length(new.email) > 254 then perform refuse('Your email address must be at most 254 characters.'); end if;
  if not is_email_shaped(new.email) then perform refuse('Please enter an email address such as name@company.com.'); end if;
  if new.subscribed_at is null or not isfinite(new.subscribed_at)
     or new.subscribed_at not between now() - interval '15 minutes' and now() + interval '15 minutes' then
    perform refuse('The date and time on your device are more than 15 minutes off. Please correct them and subscribe again.');
  end if;
  new.client_hash := request_client_hash();
  if new.client_hash is not null and (select count(*) from newsletter_subscriptions
      where client_hash = new.client_hash and created_at > now() - interval '1 hour') >= 20 then
    raise exception using errcode = 'PT429',
      message = 'Too many sign-ups have come from your network in the last hour. Please try again later.';
  end if;
  return new;
end
$$;

-- One row per request: PostgREST accepts a JSON array, and one request of
-- 10,000 rows must not fill the database. Counted after the statement, from
-- its transition table, so the whole statement is undone.
create function public.one_row_per_insert() returns trigger
  language plpgsql
  as $$
begin
  if (select count(*) from inserted) > 1 then
    raise exception using errcode = '23514', message = 'Please send one request at a time.';
  end if;
  return null;
end
$$;

create trigger contact_submissions_guard before insert on public.contact_submissions
  for each row execute function public.guard_contact_submission();
create trigger contact_submissions_one_row after insert on public.contact_submissions
  referencing new table as inserted for each statement execute function public.one_row_per_insert();
create trigger newsletter_subscriptions_guard before insert on public.newsletter_subscriptions
  for each row execute function public.guard_newsletter_subscription();
create trigger newsletter_subscriptions_one_row after insert on public.newsletter_subscriptions
  referencing new table as inserted for each statement execute function public.one_row_per_insert();

-- The stricter shapes as constraints too, for anything that bypasses the
-- triggers. NOT VALID: rows stored before this migration are not re-judged.
alter table public.contact_submissions
  add constraint contact_submissions_name_visible check (public.has_visible_text(name)) not valid,
  add constraint contact_submissions_company_visible check (public.has_visible_text(company)) not valid,
  add constraint contact_submissions_email_strict check (public.is_email_shaped(email)) not valid,
  add constraint contact_submissions_phone_not_blank check (phone is null or public.has_visible_text(phone)) not valid,
  add constraint contact_submissions_submitted_at_finite check (isfinite(submitted_at)) not valid;
alter table public.newsletter_subscriptions
  add constraint newsletter_subscriptions_email_strict check (public.is_email_shaped(email)) not valid;

-- The helpers are the database's own business.
revoke all on function public.request_client_hash() from public, anon, authenticated;
revoke all on function public.guard_contact_submission() from public, anon, authenticated;
revoke all on function public.guard_newsletter_subscription() from public, anon, authenticated;
revoke all on function public.one_row_per_insert() from public, anon, authenticated;
