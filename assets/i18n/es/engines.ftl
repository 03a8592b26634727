# The engine manager: adding, testing and setting up engines.

# The engine manager.
engines-title = Motores
engines-add-uci = Añadir motor UCI…
engines-add-heading = Añadir un motor UCI
engines-select = Elige un motor.
engines-save-changes = Guardar cambios
engines-remove = Quitar el motor
engines-built-in = Incluido en Tempo
engines-test-launch = Arranque de prueba
engines-reset-options = Restablecer opciones
engines-starting = Iniciando { $name }…
engines-test-failed = Falló el arranque de prueba: { $error }
engines-test-ok = Arranque de prueba correcto: { $name }; jugó { $mv } desde la posición inicial ({ $seconds } s)
engines-test-ok-author = Arranque de prueba correcto: { $name } de { $author }; jugó { $mv } desde la posición inicial ({ $seconds } s)
engines-options = Opciones
engines-options-note = Los valores guardados se aplican cada vez que arranca este motor.
engines-program = Programa
engines-arguments = Argumentos
engines-working-dir = Carpeta de trabajo
engines-working-dir-hint = La de Tempo
engines-choose = Elegir…
engines-range = de { $min } a { $max }
engines-button-tip = Lo envía al motor en marcha
engines-default-name = Motor
engines-added = { $name } añadido
engines-removed = { $name } quitado
engines-saved = { $name } guardado
engines-error-no-name = ponle un nombre al motor
engines-error-not-a-file = el programa «{ $program }» no es un archivo
engines-error-no-folder = la carpeta de trabajo «{ $folder }» no existe
engines-error-exists = ya existe un motor llamado { $name }
