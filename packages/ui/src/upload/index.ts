/** The upload family: a form's field of pictures. Uploading itself is the page's (one upload call of the mall). */
export * from './UploadField/index.ts';
