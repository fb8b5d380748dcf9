import { SUPPORT_EMAIL } from '../../contact'
import type { LegalDocument } from '../../types'

const agreement: LegalDocument = {
  updated: 'Última actualización: 21 de noviembre de 2026',
  intro: [
    'Te damos la bienvenida a Sichu. Sichu te ayuda a cocinar en casa: explorar recetas, decidir qué comer hoy, llevar un registro diario de tus comidas, gestionar la despensa y compartir una misma cocina con tu hogar. Está disponible como aplicación web (H5) y como miniprogramas de WeChat y Alipay.',
    'Este acuerdo se establece entre tú y el operador del servicio Sichu («nosotros»). Al crear una cuenta o usar Sichu aceptas este acuerdo y la Política de privacidad. Si no los aceptas, no te registres ni uses Sichu.',
  ],
  sections: [
    {
      heading: 'Tu cuenta',
      paragraphs: [
        'Para registrarte eliges un nombre de usuario (de 3 a 32 letras, cifras o guiones bajos) y una contraseña (de 8 a 64 caracteres, no solo cifras; rechazamos las contraseñas demasiado comunes), y confirmas tu correo con un código de 6 cifras que te enviamos. El apodo puedes añadirlo después.',
        'Usa un correo que puedas leer y no compartas tu contraseña. Lo que se haga con tu cuenta se considera hecho por ti. Si crees que otra persona la está usando, cambia la contraseña enseguida: se cerrará la sesión en todos los demás dispositivos.',
        'Puedes tener la sesión iniciada en varios dispositivos. Para proteger las cuentas, tras varios intentos fallidos ralentizamos y después bloqueamos temporalmente los intentos de esa cuenta y de esa dirección de red.',
      ],
    },
    {
      heading: 'Qué ofrece Sichu',
      paragraphs: [
        'Sichu ofrece exploración y búsqueda de recetas, sugerencias de «qué comemos hoy», favoritos, un plan diario de comidas, registros de comidas con valoraciones, despensa con avisos de estado y cocina compartida con tu hogar. Algunas funciones requieren iniciar sesión.',
        'Las recetas son orientativas. Usa tu propio criterio al cocinar: ten en cuenta alergias y necesidades alimentarias, cocina bien los alimentos y ten cuidado con cuchillos, fuego y aceite caliente. Las cantidades y fechas de la despensa son las que tú introduces; los avisos de Sichu no sustituyen comprobar que los alimentos siguen en buen estado.',
      ],
    },
    {
      heading: 'Tu contenido',
      paragraphs: [
        'Lo que escribes o subes en Sichu (apodo, foto de perfil, notas y valoraciones de tus registros, artículos de la despensa) sigue siendo tuyo. Nos permites almacenarlo, tratarlo y mostrarlo en la medida necesaria para prestarte el servicio a ti y a los miembros de tu cocina.',
        'No subas nada ilegal, que infrinja derechos de terceros, sexual, violento o acosador. Las fotos de perfil deben ser imágenes JPEG, PNG o WebP de 5 MB como máximo. Podemos retirar o dejar de mostrar el contenido que incumpla este acuerdo.',
      ],
    },
    {
      heading: 'Cocinas compartidas',
      paragraphs: [
        'Puedes unirte a la cocina de tu hogar con su código de invitación. Los miembros de una cocina pueden ver y modificar su despensa y sus registros de comidas; tus favoritos siempre son solo tuyos.',
        'Da el código de invitación solo a personas de confianza. El propietario de la cocina puede retirar a un miembro, que vuelve a tener una cocina propia.',
      ],
    },
    {
      heading: 'Uso correcto',
      paragraphs: [
        'No extraigas contenido de forma masiva por medios automáticos, no intentes adivinar contraseñas o códigos de otras personas, no eludas los límites de frecuencia ni perturbes los servidores de Sichu.',
        'Si incumples la ley o este acuerdo, podemos limitar funciones o suspender o cerrar la cuenta afectada.',
      ],
    },
    {
      heading: 'De dónde vienen las recetas',
      paragraphs: [
        'Las recetas predeterminadas de Sichu proceden de HowToCook, una colección de recetas de código abierto. Los derechos sobre ese contenido pertenecen a sus autores y se usa según la licencia de ese proyecto. Ordenamos títulos e ingredientes para poder mostrarlos y ajustarlos al número de raciones.',
      ],
    },
    {
      heading: 'Cambios y actualizaciones',
      paragraphs: [
        'Seguimos mejorando Sichu. La aplicación busca una versión nueva al abrirse y al volver a primer plano (como mucho una vez cada 5 minutos); también puedes buscarla en Mi cuenta → Acerca de y actualizaciones.',
        'El mantenimiento, las mejoras o causas ajenas a nosotros pueden interrumpir el servicio durante un tiempo. Intentamos avisar con antelación, pero no podemos prometer un servicio sin interrupciones ni errores.',
      ],
    },
    {
      heading: 'Responsabilidad',
      paragraphs: [
        'En la medida en que la ley lo permita, Sichu se ofrece tal cual. No respondemos de las decisiones de cocina, alimentación o compra que tomes a partir de recetas o avisos, ni de sus consecuencias, salvo los daños causados por dolo o negligencia grave por nuestra parte.',
      ],
    },
    {
      heading: 'Baja',
      paragraphs: [
        `Puedes dejar de usar Sichu cuando quieras. Para cerrar tu cuenta, escribe a ${SUPPORT_EMAIL}; tras confirmar tu identidad, eliminaremos tu cuenta y tus datos personales en un plazo de 15 días hábiles.`,
      ],
    },
    {
      heading: 'Cambios en este acuerdo',
      paragraphs: [
        'Podemos modificar este acuerdo. Avisaremos de los cambios importantes en la aplicación y actualizaremos la fecha de arriba. Si sigues usando Sichu cuando el cambio entre en vigor, aceptas la nueva versión.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [
        `¿Dudas sobre este acuerdo? Consulta primero Mi cuenta → Centro de ayuda, o escribe a ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
}

export default agreement
