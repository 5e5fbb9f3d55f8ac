import { runRestBench } from './rest-bench';
await runRestBench((l = '') => console.log(l));
process.exit(0);
