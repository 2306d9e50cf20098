// Entry point of the projector view (projector.html); no inline scripts, so a strict CSP holds.
import { ProjectorApp } from './ProjectorApp.js';

new ProjectorApp(document.getElementById('app')).start();
