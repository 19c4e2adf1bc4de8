-- Reserved for the company_calendar area.
SELECT 1;
