// Runs before every client test file.
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` give up after 1 s by default. A page's answer to a click (a mocked
// mutation, then antd drawing the drawer again) takes up to 2 s on a quiet 2-core machine and
// took over 4 s on a busy one: each wait gets room, within the 15 s of a test.
configure({ asyncUtilTimeout: 5_000 });
