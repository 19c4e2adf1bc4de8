-- Reserved for the email_signatures area.
SELECT 1;
