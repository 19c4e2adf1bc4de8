// The public lead form's own entry (lead-form.html): plain HTML and a few kilobytes of script, without
// the admin shell, React Router or antd, for people arriving from an ad on their phones.
import './app/global.css';
import './features/leads/public/lead-form.css';
import { mountLeadForm } from './features/leads/public/lead-form';

mountLeadForm(document.getElementById('root')!);
