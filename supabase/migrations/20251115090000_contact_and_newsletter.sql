-- The site's only stored data: assessment requests from /contact and
-- newsletter sign-ups from /insights. Visitors (the anon role, and
-- authenticated for completeness) may only INSERT, on the listed columns.
-- Nobody but the service role can read, change or delete a row.

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint contact_submissions_name_length check (char_length(btrim(name)) between 1 and 200),
  email text not null
    constraint contact_submissions_email_length check (char_length(email) <= 254)
    constraint contact_submissions_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  company text not null
    constraint contact_submissions_company_length check (char_length(btrim(company)) between 1 and 200),
  phone text
    constraint contact_submissions_phone_length check (char_length(phone) <= 50),
  industry text
    constraint contact_submissions_industry_known check (industry in (
      'healthcare', 'manufacturing', 'financial-services', 'professional-services', 'education',
      'retail-ecommerce', 'transportation-logistics', 'real-estate', 'private-equity', 'other'
    )),
  message text
    constraint contact_submissions_message_length check (char_length(message) <= 5000),
  submitted_at timestamptz not null,
  created_at timestamptz not null default now()
);

comment on table public.contact_submissions is
  'Free business transformation assessment requests from the /contact form.';
comment on column public.contact_submissions.submitted_at is
  'When the visitor pressed submit, as reported by their browser.';

create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null
    constraint newsletter_subscriptions_email_length check (char_length(email) <= 254)
    constraint newsletter_subscriptions_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  subscribed_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- One subscription per address, whatever its letter case.
create unique index newsletter_subscriptions_email_unique
  on public.newsletter_subscriptions (lower(email));

comment on table public.newsletter_subscriptions is
  'Newsletter sign-ups from the /insights page.';

-- Row level security: with RLS on and only an INSERT policy, no SELECT,
-- UPDATE or DELETE can succeed for the API roles even if a grant slips in.
alter table public.contact_submissions enable row level security;
alter table public.newsletter_subscriptions enable row level security;

create policy "Visitors can submit assessment requests"
  on public.contact_submissions for insert
  to anon, authenticated
  with check (true);

create policy "Visitors can subscribe to the newsletter"
  on public.newsletter_subscriptions for insert
  to anon, authenticated
  with check (true);

-- Supabase grants ALL on new public tables to the API roles by default;
-- take that back and grant INSERT on the columns a visitor may write.
revoke all on table public.contact_submissions from anon, authenticated;
revoke all on table public.newsletter_subscriptions from anon, authenticated;

grant insert (name, email, company, phone, industry, message, submitted_at)
  on table public.contact_submissions to anon, authenticated;
grant insert (email, subscribed_at)
  on table public.newsletter_subscriptions to anon, authenticated;
