// antd's `Input` also carries TextArea, OTP and Search (~9 KB gzip) that the sign-in screens never
// show; importing the two parts directly keeps them out of the login page's first download.
export { default as TextInput } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
