// Runs before every client test file.
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` give up after 1 s by default. A page's answer to a click (a mocked
// mutation, then antd drawing the drawer again) takes under 2 s alone but up to 4 s on a 2-core
// machine running three test files at once: each wait gets room, within the 15 s of a test.
configure({ asyncUtilTimeout: 5_000 });
