/**
 * The notice a student reads when joining a class and in every class conversation (CLASSES.md).
 * Its own module so the chat's first-load chunk carries this line and not the teacher's texts.
 */
export const CLASS_NOTICE = 'Tu profesor puede ver las conversaciones de esta clase.';
