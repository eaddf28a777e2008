// selenium-webdriver is CommonJS without an exports map: Node's ESM loader needs the files'
// own paths, which its types (@types/selenium-webdriver) know under the short names.
declare module 'selenium-webdriver/remote/index.js' {
  export * from 'selenium-webdriver/remote';
}
declare module 'selenium-webdriver/lib/command.js' {
  export * from 'selenium-webdriver/lib/command';
}
