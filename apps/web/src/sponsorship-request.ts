// The public sponsorship request's own entry (sponsorship.html): plain HTML and a small script, without
// the admin shell, React Router or antd, for organizers on their phones.
import './app/global.css';
import './features/leads/public/lead-form.css';
import './features/sponsorship/public/sponsorship-form.css';
import { mountSponsorshipForm } from './features/sponsorship/public/sponsorship-form';

mountSponsorshipForm(document.getElementById('root')!);
