// Classes: the rules of classes and the tutor's policy inside a class.
export * from './class-policy.ts';
export * from './classes.ts';
