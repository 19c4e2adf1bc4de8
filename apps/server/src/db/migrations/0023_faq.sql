-- Reserved for the faq area.
SELECT 1;
