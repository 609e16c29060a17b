/** Stylesheets are a browser concern: Jest imports this empty module instead. */
export default {};
