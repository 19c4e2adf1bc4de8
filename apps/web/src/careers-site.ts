// The public careers site's own entry (careers.html): plain HTML and a few kilobytes of script,
// without the admin shell, React Router or antd, for candidates on their phones.
import './app/global.css';
import './features/careers/public/careers-site.css';
import { mountCareersSite } from './features/careers/public/careers-site';

void mountCareersSite(document.getElementById('root')!);
