// Challenge ("Reto sin ayuda"): the challenge's model call and key, its answer check and the units it reads.
export * from './challenge-check.ts';
export * from './challenge-key.ts';
export * from './challenge-units.ts';
