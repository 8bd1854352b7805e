// Time: the deployment's one clock (time zone, local day and time).
export * from './time-zone.ts';
