// Taro in jsdom (see ../shared/notes/taro-setup.md): @tarojs/taro must load first, then React's
// H5 component config must be created, or pages fail with "React.useContext is not a function".
process.env.TARO_ENV = 'h5'
process.env.TARO_PLATFORM = 'web'
require('@tarojs/taro')
require('@tarojs/plugin-framework-react/dist/runtime').createH5NativeComponentConfig(
  null,
  require('react'),
  require('react-dom'),
)
