/** The help center's frequently asked questions, by category: [slug, title, [question, answer][]]. */
export const FAQS: readonly (readonly [
  slug: string,
  title: string,
  faqs: readonly (readonly [question: string, answer: string])[],
])[] = [
  [
    'primeros-pasos',
    'Primeros pasos',
    [
      [
        '¿Qué es Turismo Seguro Cusco?',
        'Es la aplicación con la que la administración de turismo y la Policía de Turismo llevan los registros de guías, agencias de viaje y hospedajes, y mantienen la página pública de emergencias para los visitantes.',
      ],
      [
        '¿Cómo entro por primera vez?',
        'El ADMINISTRADOR crea tu cuenta y te entrega una contraseña temporal. Al entrar por primera vez, la aplicación te pedirá cambiarla por una propia.',
      ],
      [
        '¿En qué idiomas está la aplicación?',
        'En español, inglés y turco. Cambia el idioma desde el selector de la barra superior; tu elección se recuerda en ese dispositivo.',
      ],
      [
        '¿Funciona en el celular?',
        'Sí. La aplicación se adapta a pantallas pequeñas y la página pública de emergencias está pensada ante todo para el celular del turista.',
      ],
    ],
  ],
  [
    'registros',
    'Registros',
    [
      [
        '¿Quién puede modificar los registros de turismo?',
        'Los roles ADMINISTRADOR y DIRCETUR registran y modifican guías, agencias y hospedajes. La Policía de Turismo puede consultarlos, pero no cambiarlos.',
      ],
      [
        '¿Por qué no puedo guardar un guía nuevo?',
        'Lo más frecuente es que el número de licencia o el documento ya exista en el registro, o que la fecha de vencimiento sea anterior a la de emisión. El formulario indica qué campo revisar.',
      ],
      [
        '¿Puedo exportar un registro?',
        'Sí. Cada lista se puede exportar a CSV con los filtros que tengas aplicados. Trata el archivo con cuidado: contiene datos personales.',
      ],
      [
        '¿Dónde veo quién cambió un registro?',
        'En el historial de cada registro figuran las altas, cambios y bajas con la persona y la fecha. Solo el ADMINISTRADOR puede consultarlo.',
      ],
      [
        '¿Qué pasa cuando vence una licencia?',
        'El registro se conserva y aparece como vencido, también en la verificación pública, hasta que se actualiza la fecha de vencimiento.',
      ],
    ],
  ],
  [
    'emergencias-y-asistente',
    'Emergencias y asistente',
    [
      [
        '¿Qué números aparecen en la página de emergencias?',
        'Policía 105, ambulancia 106, bomberos, SAMU Cusco, el Hospital Regional y la oficina de turismo, en el orden que decide el ADMINISTRADOR.',
      ],
      [
        '¿Los números funcionan sin internet?',
        'Sí. Tras la primera visita, la página guarda los números en el teléfono y los muestra aunque no haya señal. La llamada se hace por la red telefónica.',
      ],
      [
        '¿Qué responde el asistente virtual?',
        'Preguntas frecuentes de los visitantes: a quién llamar en una emergencia, cómo denunciar un robo o cómo verificar a un guía. Siempre puede sugerir un número de emergencia.',
      ],
      [
        '¿Quién cambia los textos del asistente?',
        'El ADMINISTRADOR edita las respuestas de cada tema y los números que el asistente sugiere llamar.',
      ],
    ],
  ],
  [
    'cuentas-y-acceso',
    'Cuentas y acceso',
    [
      [
        'Olvidé mi contraseña, ¿qué hago?',
        'Usa «¿Olvidaste tu contraseña?» en la pantalla de inicio. Recibirás un enlace en tu correo que caduca en poco tiempo.',
      ],
      [
        '¿Por qué no puedo entrar tras varios intentos?',
        'Tras varios intentos fallidos, la cuenta espera unos minutos antes de aceptar otro. Es una protección contra quien intenta adivinar contraseñas.',
      ],
      [
        '¿Qué roles hay?',
        'ADMINISTRADOR (todo, incluidos los usuarios), DIRCETUR (registros de turismo) y POLICIA (efectivos y jurisdicciones, y consulta de los registros de turismo).',
      ],
      [
        '¿Puedo compartir mi cuenta?',
        'No. Cada persona tiene su propia cuenta, y el historial registra quién hizo cada cambio. Pide al ADMINISTRADOR una cuenta para tu compañero.',
      ],
    ],
  ],
];
