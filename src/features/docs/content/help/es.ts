import { SUPPORT_EMAIL } from '../../contact'
import type { HelpCentre } from '../../types'

const help: HelpCentre = {
  intro: 'Preguntas frecuentes agrupadas por tema. Toca una pregunta para ver la respuesta.',
  topics: [
    {
      id: 'accounts',
      title: 'Cuenta e inicio de sesión',
      questions: [
        {
          question: '¿Cómo creo una cuenta?',
          answer: [
            'En la pestaña Yo, toca «Registrarse». Elige un nombre de usuario (de 3 a 32 letras, cifras o guiones bajos), escribe tu correo, toca «Enviar código» e introduce las 6 cifras del correo; después elige una contraseña (de 8 a 64 caracteres, no solo cifras). El apodo puedes ponerlo más tarde.',
          ],
        },
        {
          question: 'No me llega el código',
          answer: [
            'Mira en la carpeta de spam y comprueba que la dirección es correcta. Se puede enviar un código a una dirección cada 60 segundos; cuando acabe la cuenta atrás puedes pedir otro.',
            'Un código vale 10 minutos y una sola vez; tras 5 intentos fallidos necesitas uno nuevo.',
          ],
        },
        {
          question: 'He olvidado la contraseña',
          answer: [
            'En la pantalla de inicio de sesión toca «¿Olvidaste la contraseña?», escribe el correo de tu cuenta, pide un código y elige una contraseña nueva. Se cerrará la sesión en todos los dispositivos y entrarás de nuevo con la nueva contraseña.',
          ],
        },
        {
          question: '¿Qué hace «Recordar cuenta»?',
          answer: [
            'Guarda tu usuario y tu contraseña en este dispositivo y los rellena la próxima vez. Márcalo solo en tu propio teléfono.',
            'Si inicias sesión sin marcarlo, o con un código por correo, se borran el usuario y la contraseña guardados.',
          ],
        },
        {
          question: '¿Puedo usarla en varios teléfonos?',
          answer: [
            'Sí. Una cuenta funciona en varios dispositivos a la vez y todo se mantiene al día. Al cambiar la contraseña, se cierra la sesión en todos los dispositivos salvo en el que estás usando.',
          ],
        },
        {
          question: '¿Por qué dice «no autorizado, vuelve a iniciar sesión»?',
          answer: [
            'La sesión de este dispositivo ha terminado: quizá cambiaste o restableciste la contraseña en otro dispositivo, o cerraste sesión. Vuelve a iniciar sesión; tus datos siguen ahí.',
          ],
        },
        {
          question: '¿Cómo cambio mi foto o mi apodo?',
          answer: [
            'En la pestaña Yo, toca tu foto para elegir una imagen o hacer una (JPEG, PNG o WebP; una foto grande se reduce en el móvil antes de enviarla). Toca tu apodo para cambiarlo (hasta 32 caracteres).',
          ],
        },
      ],
    },
    {
      id: 'recipes',
      title: 'Recetas y búsqueda',
      questions: [
        {
          question: '¿De dónde salen las recetas?',
          answer: [
            'Las recetas predeterminadas proceden de HowToCook, una colección de código abierto: más de 300 platos en 10 categorías, cada uno con ingredientes, pasos y dificultad.',
          ],
        },
        {
          question: '¿Cómo puedo buscar?',
          answer: [
            'Por el nombre del plato, por un ingrediente o por su pinyin, completo o con iniciales: hongshaorou y hsr encuentran 红烧肉 (cerdo estofado). Las búsquedas recientes se guardan en este dispositivo y se pueden borrar de una vez.',
          ],
        },
        {
          question: 'Somos más (o menos): ¿y las cantidades?',
          answer: [
            'Cambia las raciones en la página del plato y las cantidades se recalculan. Con la sesión iniciada, cada ingrediente indica además si tienes suficiente en la despensa.',
          ],
        },
        {
          question: '¿Cómo elige «Qué comemos hoy»?',
          answer: [
            'Equilibra carne, verdura y un plato de base o una sopa según el número de personas, y deja fuera lo que comiste en los últimos 3 días. Con «Usar lo que tengo» activado, prefiere platos que aprovechan tu despensa (requiere iniciar sesión). Puedes cambiar todo el menú o un solo plato.',
          ],
        },
        {
          question: '¿Cómo sigo los pasos mientras cocino?',
          answer: [
            'En la página del plato toca «Empezar a cocinar»: un paso por pantalla con letra grande; desliza para avanzar. Si un paso indica un tiempo (por ejemplo «cocer 3 minutos»), puedes iniciar una cuenta atrás, y la pantalla no se apaga mientras cocinas.',
          ],
        },
      ],
    },
    {
      id: 'records',
      title: 'Plan de hoy y registros de comidas',
      questions: [
        {
          question: '¿Para qué sirve la pestaña Hoy?',
          answer: [
            'Es el plan de cocina del día. Añade los platos que quieras para el desayuno, la comida, la cena o un tentempié, ajusta las raciones, selecciónalos y toca «Confirmar» para crear un registro de comida.',
          ],
        },
        {
          question: '¿Qué pasa al marcar un registro como cocinado?',
          answer: [
            'Antes de confirmar, se muestra lo que la comida toma de tu despensa y lo que falta o no alcanza. Al confirmar, la despensa baja en consecuencia (nunca por debajo de cero) y quedan anotados los movimientos.',
          ],
        },
        {
          question: '¿Puedo cancelar o valorar un registro?',
          answer: [
            'Un registro aún no cocinado se puede cancelar. Una vez cocinado puedes darle de 1 a 5 estrellas y un comentario de hasta 500 caracteres, para la próxima vez.',
          ],
        },
      ],
    },
    {
      id: 'stock',
      title: 'Despensa',
      questions: [
        {
          question: '¿Cómo añado algo a la despensa?',
          answer: [
            'En la pantalla Estado de la despensa toca «Añadir» e indica el nombre, la cantidad, la unidad, la fecha de consumo preferente y dónde se guarda (nevera, congelador o alacena). Fija una cantidad mínima para recibir un aviso cuando quede poco.',
          ],
        },
        {
          question: '¿Qué significan los estados?',
          answer: [
            'Caducado: la fecha es anterior a hoy. Por caducar: en los próximos 3 días. Agotado: la cantidad es 0. Poco: igual o por debajo del mínimo que fijaste. Todo lo demás está bien.',
            'La puntuación de salud (0–100) refleja la proporción de artículos en buen estado; los caducados son los que más restan.',
          ],
        },
        {
          question: '¿Qué es «Cocínalo antes de que caduque»?',
          answer: [
            'Platos que usan los artículos que caducan antes, para ayudarte a desperdiciar menos.',
          ],
        },
      ],
    },
    {
      id: 'kitchen',
      title: 'Cocina compartida',
      questions: [
        {
          question: '¿Qué es una cocina compartida?',
          answer: [
            'Cada cuenta tiene su propia cocina. Cuando tu familia se une con un código de invitación, compartís una misma despensa y los mismos registros de comidas; los favoritos siguen siendo personales.',
          ],
        },
        {
          question: '¿Cómo invito a mi familia?',
          answer: [
            'El propietario de la cocina abre Yo → Mi cocina, toca «Crear un código» y da a su familia el código de 8 caracteres. El código vale 7 días; «Nuevo código» anula el anterior al momento.',
            'Para unirse, abre Yo → Mi cocina → Unirse a otra cocina y escribe el código. Si tu cocina todavía tiene productos, se te pregunta si quieres llevarlos contigo.',
          ],
        },
        {
          question: '¿Puedo salir de una cocina?',
          answer: [
            'Sí: en Yo → Mi cocina toca «Salir de esta cocina». Vuelves a tener una cocina propia vacía; la despensa y los registros se quedan en la cocina. Si sale el propietario, pasa a serlo el miembro que se unió primero; el único miembro de una cocina no puede salir de ella.',
          ],
        },
        {
          question: '¿Qué pasa si me retiran de una cocina?',
          answer: [
            'El propietario puede retirar a un miembro, que vuelve a tener una cocina propia. La despensa y los registros se quedan en la cocina original.',
          ],
        },
      ],
    },
    {
      id: 'app',
      title: 'Aplicación y actualizaciones',
      questions: [
        {
          question: '¿Cómo cambio el idioma?',
          answer: [
            'En Yo → Idioma elige 简体中文, 繁體中文, English, Español o Français; se aplica al instante, y los correos con códigos también se escriben en ese idioma.',
          ],
        },
        {
          question: '¿Cómo actualizo la aplicación?',
          answer: [
            'La aplicación busca una versión nueva al abrirse y al volver a ella (como mucho una vez cada 5 minutos) y te avisa si la hay. También puedes comprobarlo en Yo → Acerca de y actualizaciones.',
          ],
        },
        {
          question: '¿Mis datos son los mismos en la web y en los miniprogramas?',
          answer: [
            'Sí. Con la misma cuenta, la aplicación web y los miniprogramas de WeChat y Alipay muestran los mismos datos.',
          ],
        },
        {
          question: 'Dice «error de red en la solicitud»',
          answer: [
            'Comprueba tu conexión y vuelve a intentarlo. No se pierde nada de lo guardado, y abrir la aplicación con mala conexión no cierra tu sesión.',
          ],
        },
      ],
    },
  ],
  contact: `¿No encuentras la respuesta? Escríbenos: ${SUPPORT_EMAIL}`,
}

export default help
