// Prints a runner's totals as the plain closing line CI reads: "<runner>: N passed, N failed".
import { readFileSync } from 'node:fs';

const [runner, file] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
const passed = report.numPassedTests ?? 0;
const failed = report.numFailedTests ?? 0;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${runner}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0 || failed > 0) process.exitCode = 1;
