// The customers' page (client-panel.html): the client panel (/client-panel/*) and the financial home
// (/financial/home), plain HTML and a small script, without the admin shell, React or antd, for
// customers on their phones.
import './app/global.css';
import './features/client-panel/client-panel.css';
import { FINANCIAL_HOME_PATH } from '@intranet/shared/client-panel/client-panel.rules';
import { mountClientPanel } from './features/client-panel/client-panel-app';
import { mountFinancialHome } from './features/financial-home/financial-home-page';

const root = document.getElementById('root')!;
if (window.location.pathname.startsWith(FINANCIAL_HOME_PATH)) mountFinancialHome(root);
else void mountClientPanel(root);
