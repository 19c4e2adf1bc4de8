-- Reserved for the news area.
SELECT 1;
