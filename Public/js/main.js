// Entry point (loaded as a module by index.html; no inline scripts, so a strict CSP holds).
import { App } from './app/App.js';

const app = new App(document.getElementById('app'));
app.start();
