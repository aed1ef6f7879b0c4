/**
 * ui's VisuallyHidden, for the files that still import it from here (layout/'s sidebar and
 * logout button); new code imports it from 'ui'. Remove this file once they do.
 */
export { VisuallyHidden } from 'ui';
