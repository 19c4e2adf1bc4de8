-- Reserved for the handbook area.
SELECT 1;
