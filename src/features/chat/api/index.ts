/** The chat feature's data layer: typed rows in and out, errors thrown. */
export * from './conversations';
export * from './feedback';
export * from './images';
export * from './messages';
export * from './metrics';
export * from './tutor';
export type * from '../types';
