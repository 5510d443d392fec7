/**
 * The academy's demo courses, written for the people who use this application: the registries,
 * the emergency page, the tourists, their data. Each course names five key points; seed.ts turns
 * them into the template's eleven steps.
 */
export interface CourseSpec {
  title: string;
  slug: string;
  /** The category's slug. */
  category: string;
  /** Minutes. */
  duration: number;
  featured: boolean;
  description: string;
  /** What to have at hand before starting. */
  before: string;
  /** Five key points: a title and a short explanation. */
  points: readonly (readonly [title: string, text: string])[];
  mistakes: readonly string[];
  practice: string;
}

export const CATEGORIES = [
  { title: 'Registros', slug: 'registros' },
  { title: 'Seguridad y emergencias', slug: 'seguridad' },
  { title: 'Atención al turista', slug: 'atencion-al-turista' },
  { title: 'Protección de datos', slug: 'proteccion-de-datos' },
  { title: 'Herramientas de trabajo', slug: 'herramientas' },
] as const;

export const COURSES: readonly CourseSpec[] = [
  {
    title: 'El registro de guías de turismo',
    slug: 'registro-de-guias',
    category: 'registros',
    duration: 45,
    featured: true,
    description:
      'Cómo buscar, registrar y mantener al día a los guías oficiales de turismo del Cusco.',
    before: 'Una cuenta con rol ADMINISTRADOR o DIRCETUR, y el carné de un guía a modo de ejemplo.',
    points: [
      [
        'Buscar a un guía',
        'La lista busca por nombre, documento o número de licencia. Escribe al menos tres caracteres y la lista se filtra mientras escribes.',
      ],
      [
        'Registrar un guía nuevo',
        'Nombres, apellidos, documento, licencia e idiomas son obligatorios. El sistema rechaza una licencia o un documento que ya existe.',
      ],
      [
        'Fechas de la licencia',
        'La fecha de vencimiento no puede ser anterior a la de emisión. Un guía con la licencia vencida sigue en el registro, pero aparece como vencido.',
      ],
      [
        'Idiomas y especialidades',
        'Los idiomas ayudan a las agencias y a los turistas a encontrar al guía adecuado. Registra solo los que el guía acredita.',
      ],
      [
        'El historial de cambios',
        'Cada alta, cambio o baja queda en el historial con quién la hizo y cuándo. El ADMINISTRADOR puede consultarlo.',
      ],
    ],
    mistakes: [
      'Escribir el número de licencia con espacios o guiones distintos a los del carné.',
      'Dar de baja a un guía en lugar de dejar que su licencia venza.',
    ],
    practice:
      'Un guía se acerca a la oficina con su carné renovado. Busca su registro, actualiza la fecha de vencimiento y comprueba en el historial que el cambio quedó anotado.',
  },
  {
    title: 'Verificar a un proveedor turístico',
    slug: 'verificar-un-proveedor',
    category: 'registros',
    duration: 30,
    featured: true,
    description:
      'Cómo comprobar en segundos si un guía, una agencia o un hospedaje figura en los registros oficiales.',
    before: 'El nombre, RUC o número de licencia del proveedor que quieres verificar.',
    points: [
      [
        'Qué se puede verificar',
        'Guías por licencia o documento, agencias por RUC o certificado, y hospedajes por RUC o nombre comercial.',
      ],
      [
        'La verificación pública',
        'Los turistas pueden verificar desde la página pública sin iniciar sesión. Solo ven los datos públicos: nombre, estado y vigencia.',
      ],
      [
        'Leer el resultado',
        'Vigente, vencido o no encontrado: cada estado tiene un color y un texto. "No encontrado" no siempre es fraude; puede ser un error al escribir.',
      ],
      [
        'En la calle',
        'La Policía de Turismo consulta los registros desde el celular. Con el número del carné basta para confirmar la licencia de un guía.',
      ],
      [
        'Qué hacer ante un proveedor no registrado',
        'Anota los datos, avisa a la Policía de Turismo y orienta al turista hacia proveedores registrados. No confrontes al proveedor.',
      ],
    ],
    mistakes: [
      'Dar por falso a un proveedor por un error de tipeo en la búsqueda.',
      'Compartir con el turista datos del registro que no son públicos.',
    ],
    practice:
      'Un turista te muestra la tarjeta de una agencia con su RUC. Verifícala, explícale el resultado y, si no figura, dile a quién puede acudir.',
  },
  {
    title: 'El registro de agencias de viaje',
    slug: 'registro-de-agencias',
    category: 'registros',
    duration: 40,
    featured: false,
    description:
      'Alta y mantenimiento de las agencias de viaje y turismo: RUC, clasificación y certificado.',
    before: 'Una cuenta con rol ADMINISTRADOR o DIRCETUR y los datos de una agencia de ejemplo.',
    points: [
      [
        'El RUC',
        'Cada agencia se identifica por su RUC de once dígitos. El sistema comprueba el dígito verificador y rechaza un RUC repetido.',
      ],
      [
        'Razón social y nombre comercial',
        'La razón social es la que figura en SUNAT; el nombre comercial es el que ve el turista. Ambos se pueden buscar.',
      ],
      [
        'Clasificación',
        'Minorista, mayorista u operador de turismo. La clasificación indica qué servicios puede vender la agencia.',
      ],
      [
        'Certificado y vigencia',
        'El número de certificado es único. Cuando vence, la agencia aparece como vencida en la verificación pública.',
      ],
      [
        'Exportar la lista',
        'La lista filtrada se puede exportar a CSV para informes. La exportación respeta los filtros que tengas aplicados.',
      ],
    ],
    mistakes: [
      'Registrar el nombre comercial en el campo de razón social.',
      'Olvidar la provincia y el distrito, que luego sirven para filtrar.',
    ],
    practice:
      'Registra una agencia minorista de Urubamba, exporta la lista de agencias de esa provincia y comprueba que aparece.',
  },
  {
    title: 'El registro de hospedajes',
    slug: 'registro-de-hospedajes',
    category: 'registros',
    duration: 35,
    featured: false,
    description: 'Cómo registrar hoteles, hostales y albergues y mantener sus datos al día.',
    before: 'Una cuenta con rol ADMINISTRADOR o DIRCETUR.',
    points: [
      [
        'Tipos de hospedaje',
        'Hotel, hostal, albergue y otros tipos reconocidos. La categoría en estrellas solo se registra cuando la tiene.',
      ],
      [
        'Dirección y ubicación',
        'Una dirección clara ayuda a la policía a llegar rápido. Indica calle, número y distrito.',
      ],
      [
        'Contacto',
        'Teléfono y correo del establecimiento sirven para avisos y emergencias. Revísalos en cada inspección.',
      ],
      [
        'Buscar y filtrar',
        'Filtra por distrito, tipo o estado. La búsqueda encuentra por nombre comercial o RUC.',
      ],
      [
        'Mantener el registro al día',
        'Un hospedaje que cierra se da de baja; uno que cambia de dueño se actualiza con el nuevo RUC.',
      ],
    ],
    mistakes: [
      'Registrar dos veces el mismo establecimiento con nombres distintos.',
      'Dejar un teléfono antiguo que ya nadie contesta.',
    ],
    practice:
      'Después de una inspección en Ollantaytambo, actualiza el teléfono y la categoría de un hostal y busca el cambio en su historial.',
  },
  {
    title: 'La página de emergencias',
    slug: 'pagina-de-emergencias',
    category: 'seguridad',
    duration: 25,
    featured: true,
    description:
      'Qué ve el turista en la página pública, cómo llama con un toque y cómo se mantienen los números.',
    before:
      'Un celular con la página pública abierta y, para editar números, una cuenta ADMINISTRADOR.',
    points: [
      [
        'El botón rojo',
        'El botón rojo abre la lista de teléfonos de emergencia. Cada número se llama con un solo toque.',
      ],
      [
        'Los números',
        'Policía 105, ambulancia 106, bomberos, SAMU, el hospital regional y la oficina de turismo. El orden lo decide el ADMINISTRADOR.',
      ],
      [
        'Editar y ordenar',
        'Solo el ADMINISTRADOR añade, cambia u ordena números. El sistema rechaza un número que no se puede marcar.',
      ],
      [
        'Sin conexión',
        'Los números quedan guardados en el teléfono tras la primera visita, así que la lista funciona aunque no haya señal.',
      ],
      [
        'El asistente virtual',
        'Desde la misma página, el asistente responde preguntas frecuentes y sugiere a qué número llamar.',
      ],
    ],
    mistakes: [
      'Cambiar un número sin probar antes que contesta.',
      'Suponer que el turista tiene datos móviles en la montaña.',
    ],
    practice:
      'Abre la página pública, activa el modo avión y comprueba que los números siguen apareciendo y se pueden marcar.',
  },
  {
    title: 'Trabajar sin conexión',
    slug: 'trabajar-sin-conexion',
    category: 'herramientas',
    duration: 20,
    featured: false,
    description: 'Qué funciona cuando no hay señal y qué esperar al recuperarla.',
    before: 'Un celular o portátil con la aplicación abierta al menos una vez con conexión.',
    points: [
      [
        'Lo que se guarda',
        'La página pública y los números de emergencia se guardan en el dispositivo tras la primera visita.',
      ],
      [
        'Lo que necesita conexión',
        'Los registros y sus cambios viven en el servidor: buscar o editar un guía necesita conexión.',
      ],
      [
        'El aviso de conexión',
        'Cuando se pierde la señal, la aplicación lo indica y no deja enviar cambios a medias.',
      ],
      [
        'Al volver la señal',
        'Recarga la lista antes de editar: otra persona pudo cambiar el registro mientras tanto.',
      ],
      [
        'Preparar una salida al campo',
        'Antes de subir a zonas sin señal, abre la página pública y comprueba que los números se ven.',
      ],
    ],
    mistakes: [
      'Dejar un formulario a medias esperando que se envíe solo.',
      'Salir al campo sin haber abierto nunca la página pública en el teléfono.',
    ],
    practice:
      'Prepara tu celular para una salida a Vinicunca: abre la página pública, activa el modo avión y revisa qué sigue disponible.',
  },
  {
    title: 'Atender a un turista en apuros',
    slug: 'atender-a-un-turista',
    category: 'atencion-al-turista',
    duration: 35,
    featured: true,
    description:
      'Pautas para escuchar, orientar y derivar a un turista que ha sufrido un robo, una estafa o un accidente.',
    before: 'Los números de emergencia a mano y un lugar tranquilo para conversar.',
    points: [
      [
        'Escuchar primero',
        'Deja que la persona cuente lo ocurrido sin interrumpir. Confirma que está a salvo antes de pedir datos.',
      ],
      [
        'Urgencias médicas',
        'Si hay heridos o síntomas de mal de altura grave, llama primero a la ambulancia; el resto puede esperar.',
      ],
      [
        'La denuncia',
        'Explica cómo denunciar ante la Policía de Turismo y qué documentos llevar. La denuncia es gratuita.',
      ],
      [
        'Idioma',
        'Usa frases cortas y, si hace falta, el traductor del teléfono. Pide que repita los datos importantes.',
      ],
      [
        'Derivar y seguir',
        'Anota a quién derivaste el caso y cómo contactar al turista. Un seguimiento breve genera confianza.',
      ],
    ],
    mistakes: [
      'Prometer la devolución de lo robado.',
      'Pedir el pasaporte antes de saber si la persona está bien.',
    ],
    practice:
      'Una turista llega a la oficina diciendo que le robaron la mochila en el mercado de San Pedro. Atiéndela siguiendo los cinco pasos.',
  },
  {
    title: 'Comunicación intercultural',
    slug: 'comunicacion-intercultural',
    category: 'atencion-al-turista',
    duration: 30,
    featured: false,
    description: 'Claves para atender con respeto a visitantes de culturas e idiomas distintos.',
    before: 'Nada especial: solo ganas de ponerte en el lugar del otro.',
    points: [
      [
        'Saludar y presentarse',
        'Un saludo claro y tu nombre bastan para empezar. Evita el tuteo con personas mayores.',
      ],
      [
        'Gestos y distancia',
        'No todas las culturas entienden igual los gestos ni la distancia personal. Ante la duda, sé prudente.',
      ],
      [
        'Hablar despacio',
        'Frases cortas, sin jergas ni abreviaturas. Escribe nombres y números en un papel.',
      ],
      [
        'Costumbres locales',
        'Explica con naturalidad las costumbres del lugar, como pedir permiso antes de fotografiar a una persona.',
      ],
      ['Quejas', 'Una queja es información útil. Agradece, anota y explica qué se hará con ella.'],
    ],
    mistakes: [
      'Subir la voz cuando el turista no entiende.',
      'Dar por hecho que todos los extranjeros hablan inglés.',
    ],
    practice:
      'Un grupo de visitantes que no habla español pide indicaciones para llegar a Sacsayhuamán. Ayúdalos sin usar ningún idioma común.',
  },
  {
    title: 'Protección de datos personales',
    slug: 'proteccion-de-datos',
    category: 'proteccion-de-datos',
    duration: 40,
    featured: false,
    description:
      'Qué datos personales guardan los registros, quién puede verlos y cómo tratarlos según la Ley 29733.',
    before: 'Haber leído la política de privacidad de tu institución.',
    points: [
      [
        'Qué es un dato personal',
        'Nombre, documento, teléfono o dirección de una persona son datos personales, también los de los guías.',
      ],
      [
        'Solo lo necesario',
        'Registra solo los datos que el formulario pide. No anotes datos de salud ni opiniones en campos libres.',
      ],
      [
        'Quién ve qué',
        'Cada rol ve solo lo que su trabajo necesita. La página pública muestra solo nombre, estado y vigencia.',
      ],
      [
        'Exportaciones',
        'Un archivo exportado sale del control del sistema. Guárdalo en un lugar seguro y bórralo cuando ya no sirva.',
      ],
      [
        'Pedidos de las personas',
        'Una persona puede pedir ver o corregir sus datos. Deriva el pedido al ADMINISTRADOR, que lo atiende.',
      ],
    ],
    mistakes: [
      'Enviar una exportación por un chat personal.',
      'Dejar la sesión abierta en una computadora compartida.',
    ],
    practice:
      'Un guía pide que se corrija su número de documento. Decide qué datos comprobar, quién hace el cambio y dónde queda constancia.',
  },
  {
    title: 'Cuentas y contraseñas seguras',
    slug: 'cuentas-y-contrasenas',
    category: 'proteccion-de-datos',
    duration: 15,
    featured: false,
    description:
      'Cómo cuidar tu cuenta: contraseñas largas, cierre de sesión y qué hacer si la pierdes.',
    before: 'Tu cuenta de la aplicación.',
    points: [
      [
        'Una frase como contraseña',
        'Una frase larga es más segura y fácil de recordar que una palabra corta con símbolos.',
      ],
      [
        'La contraseña temporal',
        'Si el ADMINISTRADOR te da una contraseña temporal, la aplicación te pedirá cambiarla al entrar.',
      ],
      [
        'Cerrar sesión',
        'En computadoras compartidas cierra siempre la sesión desde el menú de usuario.',
      ],
      [
        'Olvidé mi contraseña',
        'Pide el restablecimiento desde la pantalla de inicio; el enlace llega a tu correo y caduca pronto.',
      ],
      [
        'Intentos fallidos',
        'Tras varios intentos fallidos la cuenta espera unos minutos antes de aceptar otro. Es una protección, no un error.',
      ],
    ],
    mistakes: [
      'Usar la misma contraseña que en el correo personal.',
      'Compartir la cuenta con un compañero "solo por hoy".',
    ],
    practice:
      'Cambia tu contraseña por una frase de al menos cuatro palabras y cierra la sesión en los dispositivos que ya no usas.',
  },
  {
    title: 'Coordinación con la Policía de Turismo',
    slug: 'coordinacion-con-la-policia',
    category: 'seguridad',
    duration: 30,
    featured: false,
    description:
      'Cómo trabajan juntas la administración de turismo y la Policía de Turismo, y qué ve cada una.',
    before: 'Conocer tu rol en la aplicación: ADMINISTRADOR, DIRCETUR o POLICIA.',
    points: [
      [
        'Los roles',
        'DIRCETUR gestiona guías, agencias y hospedajes; POLICIA gestiona efectivos y jurisdicciones; el ADMINISTRADOR, todo.',
      ],
      [
        'Lo que la policía consulta',
        'La policía lee los registros de turismo para verificar proveedores en la calle, pero no los modifica.',
      ],
      [
        'Jurisdicciones',
        'Cada comisaría tiene su jurisdicción. Consulta cuál corresponde antes de derivar un caso.',
      ],
      [
        'Operativos conjuntos',
        'Antes de un operativo, acordad la lista de proveedores a revisar y exportadla desde el registro.',
      ],
      [
        'Cerrar el círculo',
        'Tras un operativo, registrad las observaciones en el registro correspondiente para que todos las vean.',
      ],
    ],
    mistakes: [
      'Pedir a la policía que corrija un registro de turismo: debe hacerlo DIRCETUR.',
      'Derivar un caso a una comisaría de otra jurisdicción.',
    ],
    practice:
      'Planifica un operativo en la Plaza de Armas: exporta las agencias del distrito de Cusco y reparte la lista con la comisaría.',
  },
  {
    title: 'Redactar informes claros',
    slug: 'redactar-informes',
    category: 'herramientas',
    duration: 25,
    featured: false,
    description:
      'Cómo escribir un informe que se entiende a la primera, con datos sacados de los registros.',
    before: 'Una exportación de cualquier registro para usar como fuente.',
    points: [
      [
        'Empieza por la conclusión',
        'El primer párrafo dice qué pasó y qué se propone. El detalle va después.',
      ],
      [
        'Cifras con fuente',
        'Cada cifra indica de qué registro y de qué fecha sale. Así se puede comprobar.',
      ],
      ['Frases cortas', 'Una idea por frase y un tema por párrafo. Evita las siglas sin explicar.'],
      ['Tablas y listas', 'Una tabla pequeña dice más que un párrafo lleno de números.'],
      [
        'Revisar antes de enviar',
        'Léelo en voz alta y quita lo que no aporta. Comprueba nombres y fechas.',
      ],
    ],
    mistakes: [
      'Enviar la exportación completa en lugar de un resumen.',
      'Mezclar datos de fechas distintas.',
    ],
    practice:
      'Escribe un informe de una página sobre las licencias de guías que vencen este trimestre, usando la exportación del registro.',
  },
  {
    title: 'Mal de altura: primeros auxilios',
    slug: 'mal-de-altura',
    category: 'seguridad',
    duration: 20,
    featured: false,
    description: 'Reconocer el soroche, actuar a tiempo y saber cuándo llamar a la ambulancia.',
    before: 'Los números de emergencia en el teléfono.',
    points: [
      [
        'Los síntomas',
        'Dolor de cabeza, náuseas, cansancio y falta de aire son frecuentes los primeros días en Cusco.',
      ],
      [
        'Señales de alarma',
        'Confusión, dificultad para caminar o labios morados indican un cuadro grave: llama al 106.',
      ],
      ['Descanso e hidratación', 'Reposo, agua y comidas ligeras alivian los casos leves.'],
      [
        'Bajar',
        'Si los síntomas empeoran, lo más eficaz es descender a menor altura cuanto antes.',
      ],
      [
        'Prevenir',
        'Recomienda a los visitantes aclimatarse uno o dos días antes de las caminatas largas.',
      ],
    ],
    mistakes: [
      'Quitar importancia a un dolor de cabeza que no cede.',
      'Dejar sola a una persona con síntomas graves.',
    ],
    practice:
      'Un turista se marea en la subida a la Montaña de Siete Colores. Decide qué haces en los primeros diez minutos.',
  },
];
