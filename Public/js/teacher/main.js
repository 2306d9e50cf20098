// Entry point of the teacher dashboard (teacher.html); no inline scripts, so a strict CSP holds.
import { TeacherApp } from './TeacherApp.js';

const app = new TeacherApp(document.getElementById('app'));
app.start();
