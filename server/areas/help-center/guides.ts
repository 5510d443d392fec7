/** A guide as written here: its slug, title, subtitle and paragraphs (plain text). */
export interface GuideSpec {
  slug: string;
  title: string;
  subtitle: string;
  body: readonly string[];
}

/** The help center's guides, by category. */
export const GUIDES: readonly { slug: string; title: string; guides: readonly GuideSpec[] }[] = [
  {
    slug: 'primeros-pasos',
    title: 'Primeros pasos',
    guides: [
      {
        slug: 'iniciar-sesion',
        title: 'Iniciar sesión por primera vez',
        subtitle: 'De la contraseña temporal a tu propia contraseña',
        body: [
          'El ADMINISTRADOR crea tu cuenta con tu correo y una contraseña temporal que te entrega en persona.',
          'Al entrar, la aplicación te pide elegir una contraseña propia antes de mostrarte nada más. Elige una frase larga que no uses en otro sitio.',
        ],
      },
      {
        slug: 'conocer-el-menu',
        title: 'Conocer el menú',
        subtitle: 'Cada rol ve solo lo que puede usar',
        body: [
          'El menú lateral muestra las secciones de tu rol: los registros de turismo, los de la policía o la administración de usuarios.',
          'En pantallas pequeñas el menú se abre con el botón de la esquina superior.',
        ],
      },
      {
        slug: 'cambiar-el-idioma',
        title: 'Cambiar el idioma',
        subtitle: 'Español, inglés o turco',
        body: [
          'Elige el idioma en el selector con la bandera de la barra superior. El cambio es inmediato y se recuerda en el dispositivo.',
        ],
      },
      {
        slug: 'buscar-en-la-aplicacion',
        title: 'Buscar en la aplicación',
        subtitle: 'Una búsqueda para todo',
        body: [
          'La lupa de la barra superior busca a la vez en las páginas de la aplicación y en los registros que tu rol puede ver.',
          'Elige un resultado con el ratón, o con las flechas y Enter, para ir directamente a él.',
        ],
      },
    ],
  },
  {
    slug: 'registros',
    title: 'Registros',
    guides: [
      {
        slug: 'registrar-un-guia',
        title: 'Registrar un guía de turismo',
        subtitle: 'Datos obligatorios y comprobaciones',
        body: [
          'Desde Guías de Turismo pulsa Nuevo y completa nombres, apellidos, documento, licencia, idiomas y las fechas de la licencia.',
          'El sistema rechaza una licencia o un documento que ya estén registrados y una fecha de vencimiento anterior a la de emisión.',
        ],
      },
      {
        slug: 'registrar-una-agencia',
        title: 'Registrar una agencia de viaje',
        subtitle: 'RUC, clasificación y certificado',
        body: [
          'El RUC debe tener once dígitos válidos y no estar ya registrado. La clasificación indica si la agencia es minorista, mayorista u operadora.',
          'El número de certificado también es único; su vencimiento se muestra en la verificación pública.',
        ],
      },
      {
        slug: 'registrar-un-hospedaje',
        title: 'Registrar un hospedaje',
        subtitle: 'Tipo, categoría y contacto',
        body: [
          'Indica el tipo de establecimiento, su categoría si la tiene, la dirección con distrito y un teléfono que conteste.',
        ],
      },
      {
        slug: 'buscar-y-filtrar',
        title: 'Buscar y filtrar una lista',
        subtitle: 'Encontrar un registro en segundos',
        body: [
          'Cada lista busca por nombre, documento, RUC o licencia, y se puede filtrar por estado, provincia o tipo.',
        ],
      },
      {
        slug: 'exportar-a-csv',
        title: 'Exportar a CSV',
        subtitle: 'Para informes y operativos',
        body: [
          'El botón Exportar descarga la lista con los filtros aplicados, en un archivo CSV que abre cualquier hoja de cálculo.',
          'El archivo contiene datos personales: guárdalo en un lugar seguro y bórralo cuando ya no lo necesites.',
        ],
      },
      {
        slug: 'consultar-el-historial',
        title: 'Consultar el historial de un registro',
        subtitle: 'Quién cambió qué y cuándo',
        body: [
          'El ADMINISTRADOR ve en cada registro la lista de altas, cambios y bajas, con la persona, la fecha y los campos cambiados.',
        ],
      },
      {
        slug: 'eliminar-un-registro',
        title: 'Eliminar un registro',
        subtitle: 'Cuándo conviene y cuándo no',
        body: [
          'Elimina solo los registros creados por error. Un guía con la licencia vencida o un hospedaje cerrado se actualiza, no se elimina, para no perder su historia.',
          'La aplicación pide confirmación antes de eliminar y el historial conserva lo ocurrido.',
        ],
      },
    ],
  },
  {
    slug: 'pagina-publica',
    title: 'Página pública',
    guides: [
      {
        slug: 'numeros-de-emergencia',
        title: 'Mantener los números de emergencia',
        subtitle: 'Añadir, cambiar y ordenar',
        body: [
          'El ADMINISTRADOR gestiona los números desde la sección de emergencias: nombre, número y orden en la lista.',
          'Antes de guardar un número nuevo, llámalo para comprobar que contesta. El sistema rechaza números que no se pueden marcar.',
        ],
      },
      {
        slug: 'numeros-sin-conexion',
        title: 'Los números sin conexión',
        subtitle: 'Por qué funcionan en la montaña',
        body: [
          'La primera vez que un turista abre la página pública, su teléfono guarda la página y los números. Después se muestran aunque no haya señal de datos.',
          'Cuando el ADMINISTRADOR cambia un número, el teléfono lo recibe la próxima vez que tenga conexión.',
        ],
      },
      {
        slug: 'el-asistente-virtual',
        title: 'El asistente virtual',
        subtitle: 'Temas, respuestas y números sugeridos',
        body: [
          'El asistente responde a los visitantes por temas: emergencias, robos, salud, verificación de proveedores y otros.',
          'El ADMINISTRADOR edita la respuesta de cada tema y elige qué números de emergencia sugiere llamar.',
        ],
      },
      {
        slug: 'verificacion-de-proveedores',
        title: 'La verificación de proveedores',
        subtitle: 'Lo que ve el turista',
        body: [
          'Con al menos tres caracteres, el turista busca un guía, una agencia o un hospedaje y ve si está registrado y vigente.',
          'Solo se muestran datos públicos: nombre, tipo, estado y vigencia. Nunca documentos, teléfonos personales ni direcciones de los guías.',
        ],
      },
    ],
  },
  {
    slug: 'cuentas-y-roles',
    title: 'Cuentas y roles',
    guides: [
      {
        slug: 'crear-una-cuenta',
        title: 'Crear una cuenta de usuario',
        subtitle: 'Solo el ADMINISTRADOR',
        body: [
          'Desde Usuarios, el ADMINISTRADOR crea la cuenta con nombre, correo y rol. La aplicación genera una contraseña temporal que se entrega a la persona.',
        ],
      },
      {
        slug: 'roles-y-permisos',
        title: 'Roles y permisos',
        subtitle: 'ADMINISTRADOR, DIRCETUR y POLICIA',
        body: [
          'DIRCETUR gestiona los registros de turismo. POLICIA gestiona efectivos y jurisdicciones y consulta los registros de turismo. El ADMINISTRADOR puede hacerlo todo, incluida la gestión de usuarios.',
          'Lo que un rol no puede hacer no aparece en su menú, y el servidor lo rechaza aunque se intente por otra vía.',
        ],
      },
      {
        slug: 'restablecer-una-contrasena',
        title: 'Restablecer una contraseña',
        subtitle: 'Por correo o con ayuda del ADMINISTRADOR',
        body: [
          'Cada persona puede pedir un enlace de restablecimiento desde la pantalla de inicio. Si no tiene acceso a su correo, el ADMINISTRADOR le asigna una contraseña temporal.',
        ],
      },
      {
        slug: 'cerrar-sesion',
        title: 'Cerrar sesión',
        subtitle: 'Sobre todo en equipos compartidos',
        body: [
          'Cierra sesión desde el menú de usuario. En una computadora compartida, hazlo siempre al terminar: la sesión sigue abierta aunque cierres la pestaña.',
        ],
      },
    ],
  },
];
