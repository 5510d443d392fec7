import './workers';
import 'graphiql/style.css';
import './playground.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Playground } from './Playground';

const container = document.getElementById('playground');
if (!container) throw new Error('playground.html has no #playground element');
createRoot(container).render(
  <StrictMode>
    <Playground />
  </StrictMode>,
);
