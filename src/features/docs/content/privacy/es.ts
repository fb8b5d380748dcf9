import { SUPPORT_EMAIL } from '../../contact'
import type { LegalDocument } from '../../types'

const privacy: LegalDocument = {
  updated: 'Última actualización: 21 de noviembre de 2026',
  intro: [
    'Esta política explica qué datos recoge Sichu, para qué, dónde se guardan y cómo mantienes el control sobre ellos. Solo recogemos lo que el servicio necesita. No mostramos anuncios, no vendemos datos y no usamos herramientas de analítica ni de seguimiento publicitario de terceros.',
  ],
  sections: [
    {
      heading: 'Qué recogemos',
      paragraphs: [
        'Datos de la cuenta: nombre de usuario, correo, contraseña (guardada solo como hash Argon2id, del que nadie puede recuperar la contraseña), apodo, y la foto de perfil, el género, la breve biografía y el idioma que decidas indicar.',
        'Lo que creas: favoritos, el plan de comidas de hoy, registros de comidas (comida del día, hora, nota, valoración y comentario), artículos de la despensa y sus movimientos, y la cocina a la que perteneces con sus miembros.',
        'Lo que necesita la seguridad: la hora y la dirección de red de las peticiones, los inicios de sesión correctos y fallidos, y una sesión por dispositivo. Al buscar actualizaciones, la aplicación solo envía su plataforma (por ejemplo H5) y su número de versión.',
        'No recogemos tu ubicación, tus contactos, tu número de teléfono, identificadores del dispositivo ni ninguna imagen aparte de la foto de perfil que decidas subir.',
      ],
    },
    {
      heading: 'Lo que se queda en tu dispositivo',
      paragraphs: [
        'Para que no tengas que iniciar sesión cada vez, la aplicación guarda en este dispositivo tu token de sesión, tu perfil básico, tu idioma, tu historial de búsqueda y la hora de la última comprobación de actualizaciones.',
        'Si marcas «Recordar cuenta» al iniciar sesión, la aplicación también guarda en este dispositivo tu usuario y tu contraseña para rellenarlos la próxima vez. Márcalo solo en tu propio dispositivo. Iniciar sesión sin marcarlo, o con un código por correo, borra el usuario y la contraseña guardados. Cerrar sesión borra el token y el perfil de este dispositivo.',
      ],
    },
    {
      heading: 'Para qué los usamos',
      paragraphs: [
        'Para que funcionen las funciones que usas: mostrar tu perfil, guardar tus registros, calcular el estado de tu despensa y dejar fuera los platos que comiste en los últimos 3 días al sugerir qué comer.',
        'Para enviarte códigos por correo (registro, inicio de sesión con código, restablecimiento de contraseña, cambio de correo), en el idioma que elegiste.',
        'Para proteger tu cuenta: detectar intentos de acceso extraños, ralentizar o bloquear brevemente los accesos tras varios fallos y cerrar la sesión en tus otros dispositivos cuando cambias o restableces la contraseña.',
      ],
    },
    {
      heading: 'Quién más los ve',
      paragraphs: [
        'Al unirte a una cocina compartida, sus demás miembros ven tu apodo y tu foto, y la despensa y los registros de esa cocina. Tus favoritos, tu correo y tu contraseña nunca se comparten.',
        'Para enviarte un código, tu dirección de correo y el código se entregan al servicio de envío de correo que usamos. Aparte de eso, no damos tus datos personales a terceros salvo obligación legal.',
      ],
    },
    {
      heading: 'Almacenamiento y seguridad',
      paragraphs: [
        'Tus datos se guardan en el servidor que ejecuta el servicio Sichu. Las contraseñas se guardan solo como hash; los códigos valen 10 minutos, una sola vez y con 5 intentos como máximo; los registros del servidor nunca anotan contraseñas ni tokens de sesión.',
        'Ninguna seguridad es perfecta. Si ocurre algo que pueda afectarte, te lo diremos enseguida y te explicaremos qué hacer.',
      ],
    },
    {
      heading: 'Cuánto tiempo los guardamos',
      paragraphs: [
        'Los datos de la cuenta y lo que creas se guardan mientras exista tu cuenta. Los códigos dejan de valer al usarse o caducar; las sesiones terminan al cerrar sesión o cambiar o restablecer la contraseña; los registros de peticiones que guardamos por seguridad se borran en un máximo de 30 días. Al cerrar tu cuenta, borramos tus datos personales.',
      ],
    },
    {
      heading: 'Tus derechos',
      paragraphs: [
        'En cualquier momento, en la pestaña Mi cuenta, puedes ver y cambiar tu apodo, tu foto y tu idioma, cambiar la contraseña o cerrar sesión.',
        `Puedes pedir una copia de tus datos personales, pedir que los borremos o cerrar tu cuenta: escribe a ${SUPPORT_EMAIL} y, tras confirmar tu identidad, lo haremos en un plazo de 15 días hábiles.`,
      ],
    },
    {
      heading: 'Menores',
      paragraphs: [
        'Sichu está pensado para personas de 14 años o más. Los menores de esa edad deben usarlo con el consentimiento y la ayuda de su padre, madre o tutor; si un tutor descubre que un menor nos dio datos personales sin consentimiento, puede pedirnos que los borremos.',
      ],
    },
    {
      heading: 'Cambios en esta política',
      paragraphs: [
        'Esta política puede cambiar a medida que cambie Sichu. Avisaremos de los cambios importantes en la aplicación y actualizaremos la fecha de arriba.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [
        `Para cualquier pregunta o solicitud sobre tu privacidad, escribe a ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
}

export default privacy
