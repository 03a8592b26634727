# The engine manager: adding, testing and setting up engines.

# The engine manager.
engines-title = Движки
engines-add-uci = Добавить UCI-движок…
engines-add-heading = Добавление UCI-движка
engines-select = Выберите движок.
engines-save-changes = Сохранить изменения
engines-remove = Удалить движок
engines-built-in = Встроен в Tempo
engines-test-launch = Пробный запуск
engines-reset-options = Сбросить параметры
engines-starting = Запуск { $name }…
engines-test-failed = Пробный запуск не удался: { $error }
engines-test-ok = Пробный запуск успешен: { $name }; сыграл { $mv } из начальной позиции ({ $seconds } с)
engines-test-ok-author = Пробный запуск успешен: { $name } ({ $author }); сыграл { $mv } из начальной позиции ({ $seconds } с)
engines-options = Параметры
engines-options-note = Сохранённые значения применяются при каждом запуске движка.
engines-program = Программа
engines-arguments = Аргументы
engines-working-dir = Рабочая папка
engines-working-dir-hint = Как у Tempo
engines-choose = Выбрать…
engines-range = от { $min } до { $max }
engines-button-tip = Отправляет команду работающему движку
engines-default-name = Движок
engines-added = { $name } добавлен
engines-removed = { $name } удалён
engines-saved = { $name } сохранён
engines-error-no-name = дайте движку имя
engines-error-not-a-file = программа «{ $program }» не является файлом
engines-error-no-folder = рабочая папка «{ $folder }» не существует
engines-error-exists = движок с именем { $name } уже есть
