// The public prize wheel's own entry (roulette.html): plain HTML, a canvas and a few kilobytes of
// script, without the admin shell, React Router or antd.
import './app/global.css';
import './features/roulette/public/roulette-page.css';
import { mountRoulettePage } from './features/roulette/public/roulette-page';

void mountRoulettePage(document.getElementById('root')!);
